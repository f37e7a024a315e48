import { endpoints } from '@forecourt/contract';
import type { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppEnv, Services } from '../services.ts';
import { destinationsOf, findByIdNumber, typeOfRole } from '../users.ts';
import { keepGrant, readLaterStep } from './later-step.ts';
import { honoPath } from './paths.ts';
import { registrationCodeBudget } from './registration.ts';
import { sendCode } from './send-code.ts';
import { captchaStep, checkCode, signedIn } from './steps.ts';

/**
 * idLoginCheck, loginWithId and otp/validateAndLogin. The last two also serve registration
 * (resend and code check): the grant says which (an ID sign-in grant names an active user, a
 * registration grant a pending one), so one path serves both and a code never crosses over.
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
      return failure(c, 'not_found', replies.profileNotFound);
    }
    const flowHandle = await s.handles.issue({ userId: user.id }, type, 'id-sign-in');
    return success(c, replies.credentialsVerified, {
      destinations: destinationsOf(user),
      flowHandle,
    });
  });

  api.post(honoPath(endpoints.otpIdLoginCheck), async (c) => {
    const step = await readLaterStep(s, c, endpoints.otpIdLoginCheck.request, [
      'id-sign-in',
      'registration',
    ]);
    if (!step.ok) return step.response;
    const { held, data } = step;
    return sendCode(s, c, held.user, held.flow, data.preferredComm, keepGrant(s, held));
  });

  api.post(honoPath(endpoints.validateAndIdLogin), async (c) => {
    const step = await readLaterStep(s, c, endpoints.validateAndIdLogin.request, [
      'id-sign-in',
      'registration',
    ]);
    if (!step.ok) return step.response;
    const { held, data } = step;
    const { user } = held;
    if (held.flow === 'id-sign-in') {
      // A copy of the registration code that arrives after it made the user active (a double
      // submit of the last step) is told the code was used, not counted as a wrong try.
      const checked = await checkCode(s, c, held, data.otp, { usedToo: ['registration'] });
      if (checked instanceof Response) return checked;
      await s.handles.end(user.id, 'id-sign-in');
      return signedIn(s, c, user, { event: 'id.sign-in', offerPasskey: true });
    }
    // The code reached the contact the service holds: the person is who they said, and an
    // e-mail they typed that differs from the finance record's becomes theirs only now. The
    // account becomes active, and the registration's grants end, in the transaction that uses
    // the code up: a copy that finds the user active finds its grant ended too.
    const email = user.pending_email ?? user.email;
    const checked = await checkCode(s, c, held, data.otp, {
      budget: {
        key: registrationCodeBudget(user.portal_type, user.id_number),
        limit: s.config.rules.registrationCodeFailuresPerId,
      },
      onConsumed: async (trx) => {
        await trx
          .updateTable('users')
          .set({ status: 'active', email, pending_email: null })
          .where('id', '=', user.id)
          .execute();
        await s.handles.end(user.id, 'registration', trx);
      },
    });
    if (checked instanceof Response) return checked;
    if (user.portal_type === 'dealer-group') {
      await s.audit(c, {
        event: 'registration.complete',
        outcome: 'success',
        type: user.portal_type,
        userId: user.id,
      });
      return success(c, replies.registrationComplete, { message: replies.registrationComplete });
    }
    return signedIn(s, c, { ...user, status: 'active', email }, { event: 'registration.complete' });
  });
}
