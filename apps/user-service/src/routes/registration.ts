import { createHash } from 'node:crypto';
import { endpoints } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { secondsUntil } from '../clock.ts';
import type { User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, tooMany } from '../http/reply.ts';
import { replies } from '../messages.ts';
import { type FlowHandleRecord, hashFlowHandle } from '../security/flow-handles.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { holdRegistrationGrant } from './later-step.ts';
import { honoPath } from './paths.ts';
import {
  codeOutFor,
  type Registration,
  sameRegistrant,
  savePending,
} from './pending-registrations.ts';
import { sendCode } from './send-code.ts';
import { captchaStep } from './steps.ts';

function constraintOf(error: unknown): string | undefined {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { constraint?: unknown }).constraint ?? '')}`
      : '';
  if (text.includes('users_username_unique')) return 'username';
  if (text.includes('users_id_number_unique')) return 'id_number';
  return undefined;
}

/** The turn of one person's registrations (hashed: no ID number in a lock's name). */
export function registrationTurn(type: PortalType, idNumber: string): string {
  return `registration:${hashed(type, idNumber)}`;
}

/** The budget of wrong registration codes of one ID number in one portal, across grants. */
export function registrationCodeBudget(type: PortalType, idNumber: string): string {
  return `registration-code:${hashed(type, idNumber)}`;
}

const hashed = (type: PortalType, idNumber: string) =>
  createHash('sha256').update(`${type}:${idNumber}`).digest('base64url');

/**
 * Stores a registration as a 'pending' user and sends its code, one registration of a person
 * (portal type and ID number) at a time on any instance (`s.turns`). What allowed it (a captcha
 * just passed, or `grant`, a live 'registration-details' grant) is spent by the code it sends.
 * A registration whose code is still out belongs to the grant that sent it: another for the same
 * ID number, whoever sends it, is refused and sends nothing (`registration_pending`) until that
 * code is used or dies. The unique indexes decide races between people: of two parallel
 * registrations of one username exactly one gets it.
 */
async function register(
  s: Services,
  c: AppContext,
  user: Registration,
  channel: Channel,
  handle: string | undefined,
): Promise<Response> {
  const passwordHash = await s.hasher.hash(user.password);
  const { portal_type: type, id_number: idNumber } = user;
  return s.turns.run(registrationTurn(type, idNumber), async () => {
    // Read again inside the turn: a parallel registration on the same grant may have spent it.
    const grant =
      handle === undefined ? undefined : await holdRegistrationGrant(s, c, handle, type, idNumber);
    if (grant instanceof Response) return grant;
    return registerNow(s, c, user, passwordHash, channel, grant);
  });
}

/**
 * A taken username: the grant that allowed the registration counts it, and ends at the
 * `usernameTriesPerGrant`th (its holder starts again, with a captcha). A registration sent with a
 * captcha gets a grant for the next usernames; one sent with a grant never gets a fresh one.
 */
async function usernameTaken(
  s: Services,
  c: AppContext,
  type: PortalType,
  idNumber: string,
  grant: FlowHandleRecord | undefined,
): Promise<Response> {
  const limit = s.config.rules.usernameTriesPerGrant;
  if (grant === undefined) {
    const registrationHandle = await s.handles.issue({ idNumber }, type, 'registration-details');
    await s.handles.countFailure(hashFlowHandle(registrationHandle), limit);
    return failure(c, 'username_taken', replies.usernameTaken, { registrationHandle });
  }
  const triesLeft = await s.handles.countFailure(grant.hash, limit);
  return triesLeft > 0
    ? failure(c, 'username_taken', replies.usernameTaken)
    : failure(c, 'username_tries_used', replies.usernameTriesUsed, { flowHandle: 'ended' });
}

async function registerNow(
  s: Services,
  c: AppContext,
  registration: Registration,
  passwordHash: string,
  channel: Channel,
  grant: FlowHandleRecord | undefined,
): Promise<Response> {
  const { password, ...profile } = registration;
  const type: PortalType = profile.portal_type;
  const ceiling = s.config.rules.registrationSendsPerClient;
  const clientKey = `registration-send:${c.get('client')}`;
  const room = await s.limits.peek(clientKey, ceiling);
  if (!room.allowed) return tooMany(c, room.retryAfterSeconds, replies.tooManyAttempts);
  /** The code step's grant for `user`, and the code (sent now, or the one still out). */
  const sendFor = async (user: User) => {
    // The grant of the code step; it also lets a reloaded tab come back to it.
    const flowHandle = await s.handles.issue({ userId: user.id }, type, 'registration');
    return sendCode(s, c, user, 'registration', channel, async (sentBy, resendSeconds, now) => {
      await s.handles.codeSent(hashFlowHandle(flowHandle), sentBy, resendSeconds);
      // The code spends what let it out: the grant and, when it went out now, a place under the
      // client's ceiling.
      if (grant !== undefined) await s.handles.spend(grant.hash);
      if (now) await s.limits.hit(clientKey, ceiling);
      return { flowHandle };
    });
  };
  const out = await codeOutFor(s, type, profile.id_number);
  if (out !== undefined) {
    const { code_expires_at: expiresAt, ...pending } = out;
    // The person whose code it is, again: back to that code (nothing new is sent).
    if (await sameRegistrant(s, pending, profile.username, password)) return sendFor(pending);
    await s.audit(c, { event: 'registration', outcome: 'refused', type });
    return failure(c, 'registration_pending', replies.registrationPending, {
      retryAfterSeconds: secondsUntil(s.clock.now(), new Date(expiresAt)),
    });
  }
  let user: User;
  try {
    user = await savePending(s, profile, passwordHash);
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === undefined) throw error;
    await s.audit(c, { event: 'registration', outcome: 'refused', type });
    if (constraint !== 'username') return failure(c, 'id_registered', replies.alreadyRegistered);
    return usernameTaken(s, c, type, profile.id_number, grant);
  }
  await s.audit(c, { event: 'registration', outcome: 'success', type, userId: user.id });
  return sendFor(user);
}

/**
 * Null when the registration may go on: with the grant it carries for this ID number (the
 * customer lookup's, which the contract requires of a customer, or the one a registration refused
 * for its username handed back; `register` holds it again inside the person's turn), or else, for
 * a dealer or dealer group, with the captcha.
 */
async function registrationGate(
  s: Services,
  c: AppContext,
  type: PortalType,
  data: {
    idNumber: string;
    captchaResponse?: string | undefined;
    registrationHandle?: string | undefined;
  },
): Promise<Response | null> {
  if (data.registrationHandle === undefined) return captchaStep(s, c, data.captchaResponse, false);
  const held = await holdRegistrationGrant(s, c, data.registrationHandle, type, data.idNumber);
  return held instanceof Response ? held : null;
}

/** userProfile (customer and dealer) and createDealerGroupProfile. */
export function registrationRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.registerUser), async (c) => {
    const body = await readBody(c, endpoints.registerUser.request);
    if (!body.ok) return body.response;
    const data = body.data;
    const refused = await registrationGate(s, c, data.role, data);
    if (refused !== null) return refused;
    const shared = {
      id_number: data.idNumber,
      username: data.username,
      email: data.email,
      password: data.password,
      customer_no: null,
      company_name: null,
      company_reg_no: null,
      cipc_name: null,
      sbsa_dealer_code: null,
      dealer_group_id: null,
    };
    if (data.role === 'dealer') {
      return register(
        s,
        c,
        {
          ...shared,
          portal_type: 'dealer',
          name: data.companyDirectorName,
          surname: data.companyDirectorSurname,
          mobile_no: data.mobileNo,
          company_name: data.companyName,
          company_reg_no: data.companyRegNo,
          cipc_name: data.cipcName,
          sbsa_dealer_code: data.sbsaDealerCode || null,
        },
        data.preferredComm,
        data.registrationHandle,
      );
    }
    // A customer is someone the finance system knows, and only the finance record says how to
    // reach them: name, number, mobile and e-mail come from there, and so the code goes there.
    // An e-mail typed that differs waits for that code (see validateAndIdLogin).
    const known = await s.db
      .selectFrom('finance_customers')
      .selectAll()
      .where('id_number', '=', data.idNumber)
      .executeTakeFirst();
    if (known === undefined) return failure(c, 'not_found', replies.customerNotFound);
    const keeps = data.email.toLowerCase() === known.email.toLowerCase();
    return register(
      s,
      c,
      {
        ...shared,
        portal_type: 'customer',
        name: known.name,
        surname: known.surname,
        email: known.email,
        pending_email: keeps ? null : data.email,
        mobile_no: known.mobile_no,
        customer_no: known.customer_no,
      },
      data.preferredComm,
      data.registrationHandle,
    );
  });

  api.post(honoPath(endpoints.registerDealerGroup), async (c) => {
    const body = await readBody(c, endpoints.registerDealerGroup.request);
    if (!body.ok) return body.response;
    const data = body.data;
    const refused = await registrationGate(s, c, 'dealer-group', data);
    if (refused !== null) return refused;
    const group = await s.db
      .selectFrom('dealer_groups')
      .select('mq_dealer_group_id')
      .where('mq_dealer_group_id', '=', data.dealerGroupId)
      .executeTakeFirst();
    if (group === undefined)
      return failure(c, 'invalid_input', replies.dealerGroupUnknown, {
        fields: { dealerGroupId: replies.dealerGroupUnknown },
      });
    return register(
      s,
      c,
      {
        portal_type: 'dealer-group',
        id_number: data.idNumber,
        username: data.username,
        email: data.email,
        password: data.password,
        name: data.companyDirectorName,
        surname: data.companyDirectorSurname,
        mobile_no: data.mobileNo,
        customer_no: null,
        company_name: null,
        company_reg_no: null,
        cipc_name: null,
        sbsa_dealer_code: null,
        dealer_group_id: group.mq_dealer_group_id,
      },
      data.preferredComm,
      data.registrationHandle,
    );
  });
}
