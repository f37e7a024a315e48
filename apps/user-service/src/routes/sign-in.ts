import { endpoints } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { destinationsOf, findActiveByUsername, usernameKey } from '../users.ts';
import { handleRefused, holdFlow, keepHandle } from './flow-handle-routes.ts';
import { honoPath } from './paths.ts';
import {
  accountFailed,
  accountGate,
  captchaStep,
  checkCode,
  sendCode,
  signedIn,
  typeOfRole,
} from './steps.ts';

/**
 * Username and password: the same reply for an unknown user and a wrong password, and the same
 * hashing work for both, so neither the text nor the timing tells which it was.
 */
async function checkPassword(
  s: Services,
  c: AppContext,
  type: PortalType,
  username: string,
  password: string,
) {
  const key = `sign-in:${type}:${usernameKey(username)}`;
  const gated = await accountGate(s, c, key);
  if (gated !== null) return gated;
  const user = await findActiveByUsername(s.db, type, username);
  const valid =
    user === undefined
      ? await s.hasher.verifyUnknown(password)
      : await s.hasher.verify(user.password_hash, password);
  if (user === undefined || !valid) {
    await accountFailed(s, key);
    await s.audit(c, { event: 'password.check', outcome: 'failure', type, userId: user?.id });
    return failure(c, 401, replies.invalidCredentials);
  }
  return user;
}

/** A sign-in handle of an active user whose username is `username`, or the refusal. */
async function heldSignIn(
  s: Services,
  c: AppContext,
  flowHandle: string,
  type: PortalType,
  username: string,
) {
  const held = await holdFlow(s, c, flowHandle, type, 'sign-in');
  if (held instanceof Response) return held;
  if (held.user.status !== 'active' || held.user.username_key !== usernameKey(username)) {
    return handleRefused(c, 'unknown');
  }
  return held;
}

/** loginCheck, otpLoginCheck, validateAndLogin and adminLogin. */
export function signInRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.loginCheck), async (c) => {
    const body = await readBody(c, endpoints.loginCheck.request);
    if (!body.ok) return body.response;
    const { username, password, role, captchaResponse } = body.data;
    const refused = await captchaStep(s, c, captchaResponse, true);
    if (refused !== null) return refused;
    const type = typeOfRole(role);
    const user = await checkPassword(s, c, type, username, password);
    if (user instanceof Response) return user;
    await s.grants.open(user.id, 'sign-in');
    const flowHandle = await s.handles.issue(user.id, type, 'sign-in');
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  api.post(honoPath(endpoints.otpLoginCheck), async (c) => {
    const body = await readBody(c, endpoints.otpLoginCheck.request);
    if (!body.ok) return body.response;
    const { username, password, flowHandle, role, preferredComm } = body.data;
    const type = typeOfRole(role);
    if (flowHandle !== undefined) {
      // The handle proves step 0 (password and captcha) passed; it is in the database, so any
      // instance accepts it, and it replaces the grant.
      const held = await heldSignIn(s, c, flowHandle, type, username);
      if (held instanceof Response) return held;
      const hook = keepHandle(s, flowHandle, held.record);
      return sendCode(s, c, held.user, 'sign-in', preferredComm, hook);
    }
    const user = await checkPassword(s, c, type, username, password ?? '');
    if (user instanceof Response) return user;
    if (!(await s.grants.isOpen(user.id, 'sign-in'))) return failure(c, 400, replies.startAgain);
    return sendCode(s, c, user, 'sign-in', preferredComm);
  });

  api.post(honoPath(endpoints.validateAndLogin), async (c) => {
    const body = await readBody(c, endpoints.validateAndLogin.request);
    if (!body.ok) return body.response;
    const { username, password, flowHandle, role, otp } = body.data;
    const type = typeOfRole(role);
    const held =
      flowHandle === undefined
        ? await checkPassword(s, c, type, username, password ?? '')
        : await heldSignIn(s, c, flowHandle, type, username);
    if (held instanceof Response) return held;
    const user = 'user' in held ? held.user : held;
    const checked = await checkCode(s, c, user, ['sign-in'], otp);
    if (checked instanceof Response) return checked;
    // Any other tab holding this flow's handle is told it finished, not left to time out.
    await s.handles.end(user.id, 'sign-in');
    return signedIn(s, c, user);
  });

  api.post(honoPath(endpoints.adminLogin), async (c) => {
    const body = await readBody(c, endpoints.adminLogin.request);
    if (!body.ok) return body.response;
    const { adminUsername, adminPassword, username, role, captchaResponse } = body.data;
    const refused = await captchaStep(s, c, captchaResponse, true);
    if (refused !== null) return refused;
    const type = typeOfRole(role);
    const key = `admin:${type}:${usernameKey(adminUsername)}`;
    const gated = await accountGate(s, c, key);
    if (gated !== null) return gated;
    const admin = await s.db
      .selectFrom('admins')
      .selectAll()
      .where('portal_type', '=', type)
      .where('username_key', '=', usernameKey(adminUsername))
      .executeTakeFirst();
    const valid =
      admin === undefined
        ? await s.hasher.verifyUnknown(adminPassword)
        : await s.hasher.verify(admin.password_hash, adminPassword);
    const user = valid ? await findActiveByUsername(s.db, type, username) : undefined;
    if (admin === undefined || user === undefined) {
      await accountFailed(s, key);
      await s.audit(c, { event: 'admin.sign-in', outcome: 'failure', type });
      return failure(c, 401, replies.invalidCredentials);
    }
    return signedIn(s, c, user, { event: 'admin.sign-in', impersonatedBy: admin.admin_username });
  });
}
