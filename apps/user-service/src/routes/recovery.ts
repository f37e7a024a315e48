import { endpoints, type RecoveryFlow } from '@forecourt/contract';
import { type Channel, channels, type PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import type { User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { outgoing, replies } from '../messages.ts';
import type { AppEnv, Services } from '../services.ts';
import { destinationsOf, findActiveByUsername, findByIdNumber, typeOfRole } from '../users.ts';
import { keepGrant, readLaterStep } from './later-step.ts';
import { tellUser } from './notices.ts';
import { passkeysOf } from './passkey-management.ts';
import { honoPath } from './paths.ts';
import { sendCode } from './send-code.ts';
import { captchaStep, checkCode, signedIn } from './steps.ts';

/**
 * The flow a recovery's grant serves. Forgot username and forgot password share their first two
 * paths, so the first step names it (`flow`); without a name, a reset (the password page sends a
 * username or an ID number, the username page always names itself).
 */
const grantFlowOf = (flow: RecoveryFlow | undefined) =>
  flow === 'username' ? ('forgot-username' as const) : ('forgot-password' as const);

async function findForRecovery(
  s: Services,
  type: PortalType,
  who: { idNumber?: string | undefined; username?: string | undefined },
) {
  if (who.username !== undefined && who.username !== '') {
    return findActiveByUsername(s.db, type, who.username);
  }
  const user = await findByIdNumber(s.db, type, who.idNumber ?? '');
  return user?.status === 'active' ? user : undefined;
}

const otherChannel = (channel: Channel): Channel => (channel === 'mobile' ? 'email' : 'mobile');

/**
 * Tells the person their password changed: on the channel the code did not go to, or, when the
 * account holds passkeys (which a reset keeps: each still signs in), on both, naming each passkey
 * and how to remove one, so a passkey an intruder added does not outlive the reset unseen.
 */
async function tellOfReset(s: Services, user: User, codeChannel: Channel): Promise<void> {
  const passkeys = await passkeysOf(s, user.id);
  if (passkeys.length === 0) {
    const notice = { subject: outgoing.resetSubject, text: outgoing.reset };
    return tellUser(s, user, [otherChannel(codeChannel)], notice, 'reset-notice');
  }
  const names = passkeys.map((passkey) => passkey.name);
  const notice = { subject: outgoing.passkeysKeptSubject, text: outgoing.passkeysKept(names) };
  return tellUser(s, user, channels, notice, 'reset-notice');
}

/** profileDetailsForPasswordReset, otpForForgotUsername, requestUsername, requestPasswordReset. */
export function recoveryRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.forgotPasswordCheck), async (c) => {
    const body = await readBody(c, endpoints.forgotPasswordCheck.request);
    if (!body.ok) return body.response;
    const refused = await captchaStep(s, c, body.data.captchaResponse, false);
    if (refused !== null) return refused;
    const type = typeOfRole(body.data.role);
    const user = await findForRecovery(s, type, body.data);
    if (user === undefined) {
      await s.audit(c, { event: 'recovery.check', outcome: 'failure', type });
      return failure(c, 'not_found', replies.profileNotFound);
    }
    const flow = grantFlowOf(body.data.flow);
    const identifier = body.data.username ? 'username' : 'idNumber';
    const flowHandle = await s.handles.issue({ userId: user.id, identifier }, type, flow);
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  api.post(honoPath(endpoints.otpForgotPasswordCheck), async (c) => {
    const step = await readLaterStep(s, c, endpoints.otpForgotPasswordCheck.request, [
      'forgot-username',
      'forgot-password',
    ]);
    if (!step.ok) return step.response;
    const { held, data } = step;
    return sendCode(s, c, held.user, held.flow, data.preferredComm, keepGrant(s, held));
  });

  api.post(honoPath(endpoints.requestUsername), async (c) => {
    const step = await readLaterStep(s, c, endpoints.requestUsername.request, ['forgot-username']);
    if (!step.ok) return step.response;
    const { held, data } = step;
    const checked = await checkCode(s, c, held, data.otp);
    if (checked instanceof Response) return checked;
    const { user } = held;
    await s.handles.end(user.id, 'forgot-username');
    await s.audit(c, { event: 'username.recovered', outcome: 'success', userId: user.id });
    const username = user.username;
    return success(c, replies.usernameRetrieved, { username }, { username });
  });

  api.post(honoPath(endpoints.resetPassword), async (c) => {
    const step = await readLaterStep(s, c, endpoints.resetPassword.request, ['forgot-password']);
    if (!step.ok) return step.response;
    const { held, data } = step;
    const checked = await checkCode(s, c, held, data.otp);
    if (checked instanceof Response) return checked;
    const { user } = held;
    // What the old password started ends with it: every open grant of this user (a sign-in
    // between its steps, another tab's recovery) and every session token issued before now.
    await s.handles.end(user.id);
    const passwordHash = await s.hasher.hash(data.password);
    const changed = await s.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        session_version: eb('session_version', '+', 1),
      }))
      .where('id', '=', user.id)
      .returning('session_version')
      .executeTakeFirstOrThrow();
    await s.limits.clear(`sign-in:${user.portal_type}:${user.username_key}`);
    await tellOfReset(s, user, checked.channel);
    return signedIn(
      s,
      c,
      { ...user, session_version: changed.session_version },
      { event: 'password.reset', message: replies.passwordChanged },
    );
  });
}
