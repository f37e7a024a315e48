import { fields, type MessageId } from '@forecourt/validators';
import * as z from 'zod/mini';
import { envelope } from './envelope.ts';
import { flowHandleSchema } from './flow-handle.ts';
import { tokenHeader } from './session.ts';

// Passkeys (WebAuthn), beside the spec's two ways in (deliberate deviation 4 in docs/decisions.md). A passkey is added
// only on the grant a code sign-in hands back (`passkeyHandle` in its reply), used on the ordinary
// sign-in pages (never the admin one), and listed, renamed and removed by its owner with the
// session token. The browser's objects travel as WebAuthn's JSON forms (base64url fields).

const invalid: MessageId = 'form.invalid';

/**
 * base64url, as WebAuthn's JSON forms write binary values. The ceilings leave room for
 * post-quantum passkeys (ML-DSA-87: a 2,592-byte public key, 4,627-byte signatures; Chromium's
 * authenticators make them), which WebAuthn's COSE algorithms now include.
 */
const base64url = (max: number) =>
  z.string(invalid).check(z.regex(/^[A-Za-z0-9_-]*$/, invalid), z.maxLength(max, invalid));

/** The name its owner gives a passkey ('Work phone'): 1 to 64 printable characters. */
export const passkeyNameSchema = /* @__PURE__ */ z
  .string(invalid)
  .check(
    z.trim(),
    z.minLength(1, invalid),
    z.maxLength(64, invalid),
    z.regex(/^[^\p{Cc}\p{Cf}]*$/u, invalid),
  );

/** The fields of a credential the browser returns from either ceremony. */
const credentialShape = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.optional(z.record(z.string(), z.unknown())),
};

/** `navigator.credentials.create()`'s result, as JSON (`toJSON()` or SimpleWebAuthn's browser). */
export const registrationCredentialSchema = /* @__PURE__ */ z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    transports: z.optional(z.array(z.string().check(z.maxLength(32)))),
  }),
});

/** `navigator.credentials.get()`'s result, as JSON. */
export const authenticationCredentialSchema = /* @__PURE__ */ z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(8192),
    userHandle: z.optional(base64url(128)),
  }),
});

/** The grant to add a passkey: `passkeyHandle` of a code sign-in's reply, valid a few minutes. */
const offer = { role: fields.role, passkeyHandle: flowHandleSchema };

/** passkeyRegistrationOptions: what `navigator.credentials.create()` needs. */
export const passkeyRegistrationOptionsRequest = /* @__PURE__ */ z.strictObject(offer);

/** passkeyRegistration: the new credential, and the name its owner gives it (optional). */
export const passkeyRegistrationRequest = /* @__PURE__ */ z.strictObject({
  ...offer,
  credential: registrationCredentialSchema,
  name: z.optional(passkeyNameSchema),
});

/** passkeyAuthenticationOptions: a challenge for the sign-in page (and its autofill). */
export const passkeyAuthenticationOptionsRequest = /* @__PURE__ */ z.strictObject({
  role: fields.role,
});

/** passkeySignIn: the assertion; its success is a sign-in (`x-token`, `signedInReplySchema`). */
export const passkeySignInRequest = /* @__PURE__ */ z.strictObject({
  role: fields.role,
  credential: authenticationCredentialSchema,
});

/** The session token, which the management calls send in the `x-token` request header. */
const session = { sessionToken: z.string(invalid).check(z.minLength(1, invalid)) };

/** GET passkeys: the signed-in person's passkeys. */
export const passkeysRequest = /* @__PURE__ */ z.strictObject(session);

/** renamePasskey. */
export const renamePasskeyRequest = /* @__PURE__ */ z.strictObject({
  ...session,
  id: base64url(1024),
  name: passkeyNameSchema,
});

/** removePasskey. */
export const removePasskeyRequest = /* @__PURE__ */ z.strictObject({
  ...session,
  id: base64url(1024),
});

/** The management calls' request fields that travel as headers. */
export const passkeyManagementHeaders = { sessionToken: tokenHeader } as const;

/** WebAuthn options for the browser (`PublicKeyCredential*OptionsJSON`); the challenge inside. */
export const passkeyOptionsReplySchema = /* @__PURE__ */ envelope(
  z.object({ options: z.looseObject({ challenge: z.string() }) }),
);

/** A passkey as its owner sees it. */
export const passkeySchema = /* @__PURE__ */ z.object({
  /** The credential ID (base64url): what rename and remove name. */
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; absent until it was first used to sign in. */
  lastUsedAt: z.optional(z.string()),
  /** Synced to the person's other devices by their passkey provider (backup state). */
  synced: z.boolean(),
});

/** A passkey as its owner sees it. */
export type PasskeySummary = z.output<typeof passkeySchema>;

/** Reply of passkeyRegistration: the passkey added. */
export const passkeyAddedReplySchema = /* @__PURE__ */ envelope(
  z.object({ passkey: passkeySchema }),
);

/** Reply of passkeys, renamePasskey and removePasskey: the passkeys the account now holds. */
export const passkeysReplySchema = /* @__PURE__ */ envelope(
  z.object({ passkeys: z.array(passkeySchema) }),
);
