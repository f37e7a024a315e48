import { endpoints, type RecoveryFlow } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import type { OtpPurpose, User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { outgoing, replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { destinationsOf, findActiveByUsername, findByIdNumber } from '../users.ts';
import { type HeldFlow, handleRefused, holdFlow, keepHandle } from './flow-handle-routes.ts';
import { honoPath } from './paths.ts';
import { captchaStep, checkCode, sendCode, signedIn, typeOfRole } from './steps.ts';

interface Identifier {
  idNumber?: string | undefined;
  username?: string | undefined;
  flowHandle?: string | undefined;
}

/** The flow a handle of a recovery serves: forgot username, else (reset or unnamed) password. */
const handleFlowOf = (flow: RecoveryFlow | undefined) =>
  flow === 'username' ? ('forgot-username' as const) : ('forgot-password' as const);

/**
 * The user of a later recovery step: by the flow handle of `flow` (an active user), or by the
 * identifier; undefined when there is none, a Response when the handle is refused.
 */
async function recoveryUser(
  s: Services,
  c: AppContext,
  type: PortalType,
  who: Identifier,
  flow: 'forgot-username' | 'forgot-password',
): Promise<{ user: User | undefined; held?: HeldFlow } | Response> {
  if (who.flowHandle === undefined) return { user: await findForRecovery(s, type, who) };
  const held = await holdFlow(s, c, who.flowHandle, type, flow);
  if (held instanceof Response) return held;
  if (held.user.status !== 'active') return handleRefused(c, 'unknown');
  return { user: held.user, held };
}

async function findForRecovery(s: Services, type: PortalType, who: Identifier) {
  if (who.username !== undefined && who.username !== '') {
    return findActiveByUsername(s.db, type, who.username);
  }
  const user = await findByIdNumber(s.db, type, who.idNumber ?? '');
  return user?.status === 'active' ? user : undefined;
}

/**
 * Forgot username and forgot password share their first two paths. The portal names the flow
 * (`flow`); when it does not, a username means a reset, and a bare ID number gets a 'recovery'
 * code that either last step accepts, since both prove the same thing: hold of the channel.
 */
function purposeOf(flow: RecoveryFlow | undefined, who: Identifier): OtpPurpose {
  if (flow === 'username') return 'forgot-username';
  if (flow === 'password' || (who.username ?? '') !== '') return 'reset';
  return 'recovery';
}

const otherChannel = (channel: Channel): Channel => (channel === 'mobile' ? 'email' : 'mobile');

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
      return failure(c, 404, replies.profileNotFound);
    }
    await s.grants.open(user.id, 'recovery');
    const flowHandle = await s.handles.issue(user.id, type, handleFlowOf(body.data.flow));
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  api.post(honoPath(endpoints.otpForgotPasswordCheck), async (c) => {
    const body = await readBody(c, endpoints.otpForgotPasswordCheck.request);
    if (!body.ok) return body.response;
    const { flow, flowHandle } = body.data;
    const type = typeOfRole(body.data.role);
    const found = await recoveryUser(s, c, type, body.data, handleFlowOf(flow));
    if (found instanceof Response) return found;
    const { user, held } = found;
    if (user === undefined) return failure(c, 404, replies.profileNotFound);
    // A handle proves the first step passed (in the database, for every instance).
    if (held === undefined && !(await s.grants.isOpen(user.id, 'recovery'))) {
      return failure(c, 400, replies.startAgain);
    }
    const hook = held && flowHandle ? keepHandle(s, flowHandle, held.record) : undefined;
    return sendCode(s, c, user, purposeOf(flow, body.data), body.data.preferredComm, hook);
  });

  api.post(honoPath(endpoints.requestUsername), async (c) => {
    const body = await readBody(c, endpoints.requestUsername.request);
    if (!body.ok) return body.response;
    const type = typeOfRole(body.data.role);
    const found = await recoveryUser(s, c, type, body.data, 'forgot-username');
    if (found instanceof Response) return found;
    const { user } = found;
    if (user === undefined) return failure(c, 401, replies.invalidOtp);
    const checked = await checkCode(s, c, user, ['forgot-username', 'recovery'], body.data.otp);
    if (checked instanceof Response) return checked;
    await s.handles.end(user.id, 'forgot-username');
    await s.audit(c, { event: 'username.recovered', outcome: 'success', userId: user.id });
    const username = user.username;
    return success(c, replies.usernameRetrieved, { username }, { username });
  });

  api.post(honoPath(endpoints.resetPassword), async (c) => {
    const body = await readBody(c, endpoints.resetPassword.request);
    if (!body.ok) return body.response;
    const type = typeOfRole(body.data.role);
    const found = await recoveryUser(s, c, type, body.data, 'forgot-password');
    if (found instanceof Response) return found;
    const { user } = found;
    if (user === undefined) return failure(c, 401, replies.invalidOtp);
    const checked = await checkCode(s, c, user, ['reset', 'recovery'], body.data.otp);
    if (checked instanceof Response) return checked;
    await s.handles.end(user.id, 'forgot-password');
    const passwordHash = await s.hasher.hash(body.data.password);
    await s.db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.id)
      .execute();
    await s.limits.clear(`sign-in:${user.portal_type}:${user.username_key}`);
    const notice = otherChannel(checked.channel);
    const to = notice === 'mobile' ? user.mobile_no : user.email;
    if (to !== '') {
      try {
        await s.delivery.send({
          channel: notice,
          to,
          subject: outgoing.resetSubject,
          text: outgoing.reset,
        });
      } catch {
        s.log.warn('delivery.failed', { channel: notice, kind: 'reset-notice' });
      }
    }
    return signedIn(s, c, user, { event: 'password.reset', message: replies.passwordChanged });
  });
}
