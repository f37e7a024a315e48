import { endpoints, type PasskeySummary, tokenHeader } from '@forecourt/contract';
import type { Hono } from 'hono';
import type { Passkey, User } from '../db/schema.ts';
import { readJson, validate } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { honoPath } from './paths.ts';
import { sessionUser } from './session-user.ts';

// The owner's management of their passkeys through the API (the portal has no page after
// sign-in): list, rename, remove, with the session token in `x-token`, as GET session reads it.

/** A passkey as its owner sees it. */
export function passkeySummary(row: Passkey): PasskeySummary {
  return {
    id: row.credential_id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.last_used_at === null ? {} : { lastUsedAt: new Date(row.last_used_at).toISOString() }),
    synced: row.backed_up,
  };
}

/** The passkeys of `userId`, oldest first. */
export function passkeysOf(s: Services, userId: string): Promise<Passkey[]> {
  return s.db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('credential_id')
    .execute();
}

/**
 * The signed-in owner, or the refusal: a token that is not valid, or an admin's. An admin signed
 * in on a person's behalf sees their portal, but never adds, renames or removes their passkeys.
 */
async function owner(s: Services, c: AppContext): Promise<User | Response> {
  const session = await sessionUser(s, c.req.header(tokenHeader));
  if (session === undefined || session.claims.admin === true) {
    await s.audit(c, { event: 'passkey.manage', outcome: 'refused' });
    return failure(c, 'session_invalid', replies.invalidSession);
  }
  return session.user;
}

async function listed(s: Services, c: AppContext, user: User, message: string) {
  const rows = await passkeysOf(s, user.id);
  return success(c, message, { passkeys: rows.map(passkeySummary) });
}

/** GET passkeys, renamePasskey and removePasskey. */
export function passkeyManagementRoutes(api: Hono<AppEnv>, s: Services): void {
  api.get(honoPath(endpoints.passkeys), async (c) => {
    const user = await owner(s, c);
    if (user instanceof Response) return user;
    return listed(s, c, user, replies.passkeysListed);
  });

  api.post(honoPath(endpoints.renamePasskey), async (c) => {
    const user = await owner(s, c);
    if (user instanceof Response) return user;
    const raw = await readJson(c);
    if (!raw.ok) return raw.response;
    const body = validate(c, endpoints.renamePasskey.request, {
      ...(raw.data as object),
      sessionToken: c.req.header(tokenHeader),
    });
    if (!body.ok) return body.response;
    const renamed = await s.db
      .updateTable('passkeys')
      .set({ name: body.data.name })
      .where('credential_id', '=', body.data.id)
      .where('user_id', '=', user.id)
      .returning('credential_id')
      .executeTakeFirst();
    if (renamed === undefined) return failure(c, 'not_found', replies.passkeyNotFound);
    return listed(s, c, user, replies.passkeyRenamed);
  });

  api.post(honoPath(endpoints.removePasskey), async (c) => {
    const user = await owner(s, c);
    if (user instanceof Response) return user;
    const raw = await readJson(c);
    if (!raw.ok) return raw.response;
    const body = validate(c, endpoints.removePasskey.request, {
      ...(raw.data as object),
      sessionToken: c.req.header(tokenHeader),
    });
    if (!body.ok) return body.response;
    const removed = await s.db
      .deleteFrom('passkeys')
      .where('credential_id', '=', body.data.id)
      .where('user_id', '=', user.id)
      .returning('credential_id')
      .executeTakeFirst();
    if (removed === undefined) return failure(c, 'not_found', replies.passkeyNotFound);
    const type = user.portal_type;
    await s.audit(c, { event: 'passkey.removed', outcome: 'success', type, userId: user.id });
    return listed(s, c, user, replies.passkeyRemoved);
  });
}
