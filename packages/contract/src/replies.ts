import { channels, portalTypes, roles } from '@forecourt/validators';
import * as z from 'zod/mini';
import { envelope } from './envelope.ts';

// Reply schemas of the successful answers; a failure reply is `failureReplySchema`. Object schemas
// drop unknown keys, so the service may add fields without breaking an older portal.

/** Where a code can go, masked ('08*****123', 'j***@example.com'); a missing key is unavailable. */
export const destinationsSchema = /* @__PURE__ */ z.object({
  mobile: z.optional(z.string()),
  email: z.optional(z.string()),
});

/** Step-0 checks: the user exists (and the password matched, for username sign-in). */
export const checkReplySchema = /* @__PURE__ */ envelope(
  z.object({
    destinations: z.optional(destinationsSchema),
    /** The flow handle (see flow-handle.ts): keep it to resume or continue this flow. */
    flowHandle: z.optional(z.string()),
  }),
);

/**
 * A code was sent: by which channel, when a resend is allowed and when the code expires. With
 * `alreadySent: true` no new code went out: the request came inside the resend cooldown while
 * the code sent before still works, and `channel`, `resendAvailableInSeconds` and
 * `expiresInSeconds` describe that code (the caller should ask for it, not show a failure).
 */
export const otpSentPayloadSchema = /* @__PURE__ */ z.object({
  channel: z.enum(channels),
  resendAvailableInSeconds: z.number(),
  expiresInSeconds: z.number(),
  alreadySent: z.optional(z.boolean()),
  /** Where the code went, masked as `destinations` are ('07*****567', 'n***@example.com'). */
  destination: z.optional(z.string()),
  message: z.optional(z.string()),
  /** The flow handle (see flow-handle.ts), when the flow has one. */
  flowHandle: z.optional(z.string()),
});

/** Reply of every call that sends a code. */
export const otpSentReplySchema = /* @__PURE__ */ envelope(otpSentPayloadSchema);

/** Who signed in; the signed token itself is in the `x-token` header. */
export const signedInPayloadSchema = /* @__PURE__ */ z.object({
  kid: z.string(),
  type: z.enum(portalTypes),
  role: z.enum(roles),
  admin: z.optional(z.boolean()),
  message: z.optional(z.string()),
  /**
   * After a code sign-in (never an admin's, a passkey's or a reset's): the grant to add a passkey
   * (`passkeyRegistrationOptions`), valid a few minutes.
   */
  passkeyHandle: z.optional(z.string()),
});

/** Reply of a sign-in (code check, admin sign-in, password reset). */
export const signedInReplySchema = /* @__PURE__ */ envelope(signedInPayloadSchema);

/**
 * Reply of the registration code check: customers and dealers are signed in (`kid` and `x-token`);
 * a dealer group only gets the server message (API-27, REG-GROUP-8).
 */
export const registrationValidatedReplySchema = /* @__PURE__ */ envelope(
  z.object({
    kid: z.optional(z.string()),
    type: z.optional(z.enum(portalTypes)),
    role: z.optional(z.enum(roles)),
    message: z.optional(z.string()),
  }),
);

/** requestUsername: API-19 reads `status` and `username`; the payload carries it too. */
export const requestUsernameReplySchema = /* @__PURE__ */ z.object({
  status: z.string(),
  message: z.optional(z.string()),
  username: z.optional(z.string()),
  payload: z.optional(z.object({ username: z.string() })),
});

/** One dealer group of the registration autocomplete (API-24). */
export const dealerGroupSchema = /* @__PURE__ */ z.object({
  mqDealerGroupId: z.string(),
  dealerGroupName: z.string(),
});

/** A dealer group. */
export type DealerGroup = z.output<typeof dealerGroupSchema>;

/** GET allDealerGroups. */
export const allDealerGroupsReplySchema = /* @__PURE__ */ envelope(
  z.object({ dealerGroups: z.array(dealerGroupSchema) }),
);

const customerShape = {
  type: z.optional(z.string()),
  idNumber: z.optional(z.string()),
  name: z.optional(z.string()),
  surname: z.optional(z.string()),
  customerNo: z.optional(z.string()),
  email: z.optional(z.string()),
  mobileNo: z.optional(z.string()),
  username: z.optional(z.string()),
  message: z.optional(z.string()),
  /**
   * In `payload`: the grant of this lookup (customer registration's step 0, with its captcha),
   * which `registerUser` carries for this ID number.
   */
  registrationHandle: z.optional(z.string()),
};

/**
 * GET getCustomerById/{id}: the spec's lookup result at the top level and in `payload`. It is the
 * first step of customer registration: the request carries the step's captcha in the
 * `captchaHeader` header, and the contacts come back masked (`07*****567`, `n***@example.com`).
 */
export const customerByIdReplySchema = /* @__PURE__ */ z.object({
  status: z.string(),
  ...customerShape,
  payload: z.optional(z.object(customerShape)),
});

/** The finance-customer record a lookup returns. */
export type CustomerLookup = z.output<z.ZodMiniObject<typeof customerShape>>;
