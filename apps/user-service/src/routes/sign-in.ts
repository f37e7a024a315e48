import { endpoints } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { destinationsOf, findActiveByUsername, typeOfRole, usernameKey } from '../users.ts';
import { keepGrant, readLaterStep } from './later-step.ts';
import { honoPath } from './paths.ts';
import { sendCode } from './send-code.ts';
import { accountFailed, accountGate, captchaStep, checkCode, signedIn } from './steps.ts';

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
    return failure(c, 'credentials_invalid', replies.invalidCredentials);
  }
  return user;
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
    const flowHandle = await s.handles.issue({ userId: user.id }, type, 'sign-in');
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  // The later steps: the grant of the credentials check stands for the password and the captcha
  // (a password sent beside it is never looked at); the username must be its user's.
  api.post(honoPath(endpoints.otpLoginCheck), async (c) => {
    const step = await readLaterStep(s, c, endpoints.otpLoginCheck.request, ['sign-in']);
    if (!step.ok) return step.response;
    const { held, data } = step;
    return sendCode(s, c, held.user, 'sign-in', data.preferredComm, keepGrant(s, held));
  });

  api.post(honoPath(endpoints.validateAndLogin), async (c) => {
    const step = await readLaterStep(s, c, endpoints.validateAndLogin.request, ['sign-in']);
    if (!step.ok) return step.response;
    const { held, data } = step;
    const checked = await checkCode(s, c, held, data.otp);
    if (checked instanceof Response) return checked;
    // Any other tab holding this flow's grant is told it finished, not left to time out.
    await s.handles.end(held.user.id, 'sign-in');
    return signedIn(s, c, held.user, { event: 'sign-in', offerPasskey: true });
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
      return failure(c, 'credentials_invalid', replies.invalidCredentials);
    }
    return signedIn(s, c, user, { event: 'admin.sign-in', impersonatedBy: admin.admin_username });
  });
}
