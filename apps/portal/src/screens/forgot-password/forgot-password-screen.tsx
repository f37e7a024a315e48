/** Placeholder until its flow lands. */
export function ForgotPasswordScreen() {
  return null;
}
