import { portalTypes, roles } from '@forecourt/validators';
import * as z from 'zod/mini';

/** The claims of the session token in `x-token` (a JWT signed with EdDSA by the user service). */
export const sessionClaimsSchema = /* @__PURE__ */ z.object({
  /** Opaque, URL-safe id of the signed-in user: the post-sign-in site goes to /home/{kid}. */
  kid: z.string(),
  /** The portal type the user signed in to. */
  type: z.enum(portalTypes),
  /** The payload role of that type (no hyphen). */
  role: z.enum(roles),
  /** True when an admin signed in on the user's behalf (the portal then goes to /home/{kid}/admin). */
  admin: z.optional(z.boolean()),
  /** The admin username that signed in as the user, for admin sign-in. */
  impersonatedBy: z.optional(z.string()),
  /** The user's session version: a password reset moves it on, and older tokens stop working. */
  ver: z.optional(z.number()),
  iat: z.number(),
  exp: z.number(),
  aud: z.union([z.string(), z.array(z.string())]),
});

/** The decoded payload of the session token. */
export type SessionClaims = z.output<typeof sessionClaimsSchema>;
