import type { SessionClaims } from '@forecourt/contract';
import type { User } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { findByKid } from '../users.ts';

/**
 * The user a session token (the `x-token` request header) is for, with its claims, or undefined
 * when it is missing, not ours, expired, of another type than its user, or older than the user's
 * last password reset (which moves the session version on).
 */
export async function sessionUser(
  s: Services,
  token: string | undefined,
): Promise<{ claims: SessionClaims; user: User } | undefined> {
  const claims = token === undefined || token === '' ? null : await s.tokens.verify(token);
  if (claims === null) return undefined;
  const user = await findByKid(s.db, claims.kid);
  if (user === undefined || user.portal_type !== claims.type) return undefined;
  if (user.session_version !== (claims.ver ?? 0)) return undefined;
  return { claims, user };
}
