/** Placeholder until its flow lands. */
export function IdLoginScreen() {
  return null;
}
