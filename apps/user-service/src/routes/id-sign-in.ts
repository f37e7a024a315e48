import { endpoints } from '@forecourt/contract';
import type { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppEnv, Services } from '../services.ts';
import { destinationsOf, findByIdNumber } from '../users.ts';
import { honoPath } from './paths.ts';
import { captchaStep, checkCode, sendCode, signedIn, typeOfRole } from './steps.ts';

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
    return success(c, replies.credentialsVerified, { destinations: destinationsOf(user) });
  });

  api.post(honoPath(endpoints.otpIdLoginCheck), async (c) => {
    const body = await readBody(c, endpoints.otpIdLoginCheck.request);
    if (!body.ok) return body.response;
    const { idNumber, role, preferredComm } = body.data;
    const user = await findByIdNumber(s.db, typeOfRole(role), idNumber);
    if (user === undefined) return failure(c, 404, replies.profileNotFound);
    const flow = user.status === 'pending' ? 'registration' : 'id-sign-in';
    if (!(await s.grants.isOpen(user.id, flow))) return failure(c, 400, replies.startAgain);
    return sendCode(s, c, user, flow, preferredComm);
  });

  api.post(honoPath(endpoints.validateAndIdLogin), async (c) => {
    const body = await readBody(c, endpoints.validateAndIdLogin.request);
    if (!body.ok) return body.response;
    const { idNumber, role, otp } = body.data;
    const type = typeOfRole(role);
    const user = await findByIdNumber(s.db, type, idNumber);
    if (user === undefined) return failure(c, 401, replies.invalidOtp);
    if (user.status === 'active') {
      // A copy of the registration code that arrives after it made the user active (a double
      // submit of the last step) is told the code was used, not counted as a wrong try.
      const checked = await checkCode(s, c, user, ['id-sign-in'], otp, ['registration']);
      if (checked instanceof Response) return checked;
      return signedIn(s, c, user, { event: 'id.sign-in' });
    }
    const checked = await checkCode(s, c, user, ['registration'], otp);
    if (checked instanceof Response) return checked;
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
