import { channels, fields, type MessageId } from '@forecourt/validators';
import * as z from 'zod/mini';
import { envelope } from './envelope.ts';
import { destinationsSchema } from './replies.ts';

// A flow handle: an opaque token the service issues when a flow reaches its channel step, so a
// reloaded tab can come back to where it was without the browser keeping a password, an ID
// number or a code. It stands in for the secret in that one flow's later requests and in
// `resumeFlow`, and for nothing else (DESIGN and docs/decisions.md, issue 17).

/** The flows a handle can resume. */
export const resumableFlows = [
  'sign-in',
  'id-sign-in',
  'forgot-username',
  'forgot-password',
  'registration',
] as const;

/** A resumable flow. */
export type ResumableFlow = (typeof resumableFlows)[number];

/** 128+ random bits, base64url: 22 to 64 characters of [A-Za-z0-9_-]. */
export const flowHandleSchema = /* @__PURE__ */ z
  .string('form.invalid' satisfies MessageId)
  .check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'form.invalid' satisfies MessageId));

/** resumeFlow: where the flow of `flowHandle` stands. */
export const resumeFlowRequest = /* @__PURE__ */ z.strictObject({
  flowHandle: flowHandleSchema,
  role: fields.role,
});

/**
 * Where a flow stands: its step ('channel' or 'code'), what that step shows read-only (the
 * username of a sign-in, the ID number masked of the flows that start from it, the masked
 * destinations), the channel a code went to and the seconds left on the resend countdown,
 * counted by the service so every tab shows the same second.
 */
export const resumeFlowPayloadSchema = /* @__PURE__ */ z.object({
  flow: z.enum(resumableFlows),
  step: z.enum(['channel', 'code']),
  /** The username: a username sign-in, and a password reset started from the username. */
  username: z.optional(z.string()),
  /**
   * The ID number masked ('800101*****87'): ID sign-in, username recovery, and a password reset
   * started from the ID number.
   */
  maskedIdNumber: z.optional(z.string()),
  destinations: z.optional(destinationsSchema),
  channel: z.optional(z.enum(channels)),
  resendAvailableInSeconds: z.number(),
  /** Seconds the code out stays valid, when one is out. */
  expiresInSeconds: z.optional(z.number()),
});

/** Reply of resumeFlow. */
export const resumeFlowReplySchema = /* @__PURE__ */ envelope(resumeFlowPayloadSchema);

/** The payload of a resumeFlow reply. */
export type ResumedFlow = z.output<typeof resumeFlowPayloadSchema>;
