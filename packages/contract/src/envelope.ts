import * as z from 'zod/mini';
import { errorCodes } from './errors.ts';

/** The reply envelope every user-service endpoint answers with: `{ status, message, payload }`. */
export interface Envelope<P> {
  /** A status word of API-3 ('Success', 'Failure', ...). */
  status: string;
  /** A human-readable message; shown by the portal through `composeMessage`. */
  message?: string;
  /** The endpoint's data. */
  payload?: P;
}

/** The envelope schema around `payload`; unknown top-level keys are dropped when parsing. */
export function envelope<P extends z.ZodMiniType>(payload: P) {
  return z.object({
    status: z.string(),
    message: z.optional(z.string()),
    payload: z.optional(payload),
  });
}

/** The payload of a failure reply: field messages for a refused body, seconds for a 429. */
export const failurePayloadSchema = /* @__PURE__ */ z.object({
  /** With `code_wrong`: the tries the grant has left before it ends. */
  triesLeft: z.optional(z.number()),
  /** The first message of each refused field, keyed by field name. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Seconds until the same call may succeed; mirrors the `Retry-After` header of a 429. */
  retryAfterSeconds: z.optional(z.number()),
  /**
   * Why a flow handle was refused: 'ended' (the flow finished or started again in another tab)
   * or 'unknown' (expired, or never issued). The caller forgets the handle and starts over.
   */
  flowHandle: z.optional(z.enum(['ended', 'unknown'])),
  /**
   * A registration refused for its username carries a grant for this ID number, so the person
   * sends it again with another username without a second captcha (`registrationHandle`).
   */
  registrationHandle: z.optional(z.string()),
});

/**
 * Any failure reply (status 'Failure'): parse a reply with this once `classifyOutcome` says error.
 * `code` says what the failure meant (see errors.ts); `message` is the text for a person.
 */
export const failureReplySchema = /* @__PURE__ */ z.object({
  status: z.string(),
  code: z.enum(errorCodes),
  message: z.optional(z.string()),
  payload: z.optional(failurePayloadSchema),
});

/** The parsed failure reply. */
export type FailureReply = z.output<typeof failureReplySchema>;
