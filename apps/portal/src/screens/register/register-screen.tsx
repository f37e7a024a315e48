/** Placeholder until its flow lands. */
export function RegisterScreen() {
  return null;
}
