import { captchaHeader, endpoints, maskEmail, maskMobile, tokenHeader } from '@forecourt/contract';
import type { Hono } from 'hono';
import { validate } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { AppEnv, Services } from '../services.ts';
import { findByIdNumber } from '../users.ts';
import { honoPath } from './paths.ts';
import { sessionUser } from './session-user.ts';
import { captchaStep } from './steps.ts';

/** GET allDealerGroups, GET getCustomerById/{id} and GET session. */
export function lookupRoutes(api: Hono<AppEnv>, s: Services): void {
  api.get(honoPath(endpoints.allDealerGroups), async (c) => {
    const rows = await s.db
      .selectFrom('dealer_groups')
      .select(['mq_dealer_group_id as mqDealerGroupId', 'dealer_group_name as dealerGroupName'])
      .orderBy('dealer_group_name')
      .execute();
    return success(c, replies.dealerGroups, { dealerGroups: rows });
  });

  // The first step of customer registration: the captcha comes in a header (a GET has no body),
  // the contacts go back masked (an ID number alone must not yield a person's number and
  // address), and the reply's grant lets this ID number's registration go on.
  api.get(honoPath(endpoints.customerById), async (c) => {
    const params = validate(c, endpoints.customerById.request, {
      id: c.req.param('id'),
      captchaResponse: c.req.header(captchaHeader),
    });
    if (!params.ok) return params.response;
    const refused = await captchaStep(s, c, params.data.captchaResponse, true);
    if (refused !== null) return refused;
    const idNumber = params.data.id;
    const known = await s.db
      .selectFrom('finance_customers')
      .selectAll()
      .where('id_number', '=', idNumber)
      .executeTakeFirst();
    if (known === undefined)
      return failure(c, 'not_found', replies.customerNotFound, { type: 'error' });
    const registered = await findByIdNumber(s.db, 'customer', idNumber);
    if (registered?.status === 'active')
      return failure(c, 'id_registered', replies.alreadyRegistered, { type: 'error' });
    const registrationHandle = await s.handles.issue(
      { idNumber },
      'customer',
      'registration-details',
    );
    const customer = {
      type: 'success',
      idNumber,
      name: known.name,
      surname: known.surname,
      customerNo: known.customer_no,
      email: maskEmail(known.email),
      mobileNo: maskMobile(known.mobile_no),
      username: '',
      message: replies.customerFound,
    };
    return c.json(
      { status: 'Success', ...customer, payload: { ...customer, registrationHandle } },
      200,
    );
  });

  api.get(honoPath(endpoints.session), async (c) => {
    const session = await sessionUser(s, c.req.header(tokenHeader));
    if (session === undefined) return failure(c, 'session_invalid', replies.invalidSession);
    return success(c, 'Session is valid.', session.claims);
  });
}
