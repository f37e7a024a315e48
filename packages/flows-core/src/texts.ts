/**
 * The texts flows-core adds to the spec's catalogue (validators' `messages`): transport failures
 * and the refused redirect, which spec §8 does not show. Keyed by id so the portal can translate.
 */
export const flowTexts = {
  'transport.network':
    'The service could not be reached. Please check your connection and try again.',
  'transport.timeout': 'The service took too long to answer. Please try again.',
  'transport.notJson': 'The service sent a reply that could not be read. Please try again later.',
  'transport.invalidReply': 'The service sent an unexpected reply. Please try again later.',
  'transport.rateLimited': 'Too many attempts. Please try again in {seconds} seconds.',
  'redirect.refused': 'We could not open your portal. Please contact support.',
} as const;

/** The id of one flows-core text. */
export type FlowTextId = keyof typeof flowTexts;

/** The English text of `id` with `{name}` placeholders filled from `params`. */
export function formatFlowText(id: FlowTextId, params: Record<string, string> = {}): string {
  return flowTexts[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
