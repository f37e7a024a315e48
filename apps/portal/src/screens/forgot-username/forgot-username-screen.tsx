/** Placeholder until its flow lands. */
export function ForgotUsernameScreen() {
  return null;
}
