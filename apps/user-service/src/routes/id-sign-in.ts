import { endpoints } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import type { User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { destinationsOf, findByIdNumber } from '../users.ts';
import { type HeldFlow, handleRefused, holdFlow, keepHandle } from './flow-handle-routes.ts';
import { honoPath } from './paths.ts';
import { captchaStep, checkCode, sendCode, signedIn, typeOfRole } from './steps.ts';

/**
 * The user of a later ID step: by the flow handle (an ID sign-in handle for an active user, a
 * registration handle for a pending one) or by the ID number. Undefined: no such user.
 */
async function idStepUser(
  s: Services,
  c: AppContext,
  type: PortalType,
  body: { idNumber?: string | undefined; flowHandle?: string | undefined },
): Promise<{ user: User | undefined; held?: HeldFlow } | Response> {
  if (body.flowHandle === undefined) {
    return { user: await findByIdNumber(s.db, type, body.idNumber ?? '') };
  }
  const found = await s.handles.find(body.flowHandle, type);
  const flow = found.ok ? found.record.flow : undefined;
  if (flow !== 'id-sign-in' && flow !== 'registration') {
    return handleRefused(c, found.ok ? 'unknown' : found.reason);
  }
  const held = await holdFlow(s, c, body.flowHandle, type, flow);
  if (held instanceof Response) return held;
  if ((held.user.status === 'active') !== (flow === 'id-sign-in'))
    return handleRefused(c, 'unknown');
  return { user: held.user, held };
}

/**
 * idLoginCheck, loginWithId and otp/validateAndLogin. The last two also serve registration
 * (resend and code check): a user still 'pending' is finishing a registration, an 'active' one
 * is signing in with their ID, so one path serves both and a code never crosses over.
 */
export function idSignInRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.idLoginCheck), async (c) => {
    const body = await readBody(c, endpoints.idLoginCheck.request);
    if (!body.ok) return body.response;
    const { idNumber, role, captchaResponse } = body.data;
    const refused = await captchaStep(s, c, captchaResponse, true);
    if (refused !== null) return refused;
    const type = typeOfRole(role);
    const user = await findByIdNumber(s.db, type, idNumber);
    if (user?.status !== 'active') {
      await s.audit(c, { event: 'id.check', outcome: 'failure', type });
      return failure(c, 404, replies.profileNotFound);
    }
    await s.grants.open(user.id, 'id-sign-in');
    const flowHandle = await s.handles.issue(user.id, type, 'id-sign-in');
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  api.post(honoPath(endpoints.otpIdLoginCheck), async (c) => {
    const body = await readBody(c, endpoints.otpIdLoginCheck.request);
    if (!body.ok) return body.response;
    const { flowHandle, role, preferredComm } = body.data;
    const found = await idStepUser(s, c, typeOfRole(role), body.data);
    if (found instanceof Response) return found;
    const { user, held } = found;
    if (user === undefined) return failure(c, 404, replies.profileNotFound);
    const flow = user.status === 'pending' ? 'registration' : 'id-sign-in';
    // A handle proves the first step passed (in the database, for every instance).
    if (held === undefined && !(await s.grants.isOpen(user.id, flow))) {
      return failure(c, 400, replies.startAgain);
    }
    const hook = held && flowHandle ? keepHandle(s, flowHandle, held.record) : undefined;
    return sendCode(s, c, user, flow, preferredComm, hook);
  });

  api.post(honoPath(endpoints.validateAndIdLogin), async (c) => {
    const body = await readBody(c, endpoints.validateAndIdLogin.request);
    if (!body.ok) return body.response;
    const { role, otp } = body.data;
    const type = typeOfRole(role);
    const found = await idStepUser(s, c, type, body.data);
    if (found instanceof Response) return found;
    const { user } = found;
    if (user === undefined) return failure(c, 401, replies.invalidOtp);
    if (user.status === 'active') {
      // A copy of the registration code that arrives after it made the user active (a double
      // submit of the last step) is told the code was used, not counted as a wrong try.
      const checked = await checkCode(s, c, user, ['id-sign-in'], otp, ['registration']);
      if (checked instanceof Response) return checked;
      await s.handles.end(user.id, 'id-sign-in');
      return signedIn(s, c, user, { event: 'id.sign-in' });
    }
    const checked = await checkCode(s, c, user, ['registration'], otp);
    if (checked instanceof Response) return checked;
    await s.handles.end(user.id, 'registration');
    await s.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    if (type === 'dealer-group') {
      await s.audit(c, {
        event: 'registration.complete',
        outcome: 'success',
        type,
        userId: user.id,
      });
      return success(c, replies.registrationComplete, { message: replies.registrationComplete });
    }
    return signedIn(s, c, { ...user, status: 'active' }, { event: 'registration.complete' });
  });
}
