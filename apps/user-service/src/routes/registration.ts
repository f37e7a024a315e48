import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@forecourt/contract';
import type { Channel, PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { addSeconds } from '../clock.ts';
import type { NewUser, User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure } from '../http/reply.ts';
import { replies } from '../messages.ts';
import { hashFlowHandle } from '../security/flow-handles.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { usernameKey } from '../users.ts';
import { holdRegistrationGrant } from './later-step.ts';
import { honoPath } from './paths.ts';
import { forgetCodes, sendCode } from './send-code.ts';
import { captchaStep } from './steps.ts';

/** An opaque, URL-safe id for the post-sign-in address (/home/{kid}). */
export function newKid(): string {
  return randomBytes(16).toString('base64url');
}

function constraintOf(error: unknown): string | undefined {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { constraint?: unknown }).constraint ?? '')}`
      : '';
  if (text.includes('users_username_unique')) return 'username';
  if (text.includes('users_id_number_unique')) return 'id_number';
  return undefined;
}

/**
 * How long a pending registration keeps its username while its first code is on its way; after
 * that, only while its code is alive (a registration never finished blocks nobody for long).
 */
const sendingHoldSeconds = 60;

/** A registration as the routes hand it over: the profile, its password and its channel. */
type Registration = Omit<
  NewUser,
  'id' | 'kid' | 'status' | 'username_key' | 'created_at' | 'password_hash'
> & { password: string };

/**
 * Stores a registration as a 'pending' user and sends its code. A person (portal type and ID
 * number) has one pending registration: sending it again (another username, a corrected field)
 * updates it in place, so a code already out to the same contact still finishes it, and one that
 * went to a contact now changed stops working. One registration of a person runs at a time, on
 * any instance (`s.turns`), so the code sent last is always the one that works. The unique
 * indexes decide races between people: of two parallel registrations of one username exactly
 * one gets it. A refused username hands back a grant, so the person tries another without a
 * second captcha.
 */
async function register(
  s: Services,
  c: AppContext,
  user: Registration,
  channel: Channel,
): Promise<Response> {
  const { password, ...profile } = user;
  const passwordHash = await s.hasher.hash(password);
  return s.turns.run(registrationTurn(profile.portal_type, profile.id_number), () =>
    registerNow(s, c, profile, passwordHash, channel),
  );
}

/** The turn of one person's registrations (hashed: no ID number in a lock's name). */
export function registrationTurn(type: PortalType, idNumber: string): string {
  return `registration:${createHash('sha256').update(`${type}:${idNumber}`).digest('base64url')}`;
}

/** Writes the person's pending registration; says whether its contacts changed. */
async function savePending(
  s: Services,
  profile: Omit<Registration, 'password'>,
  passwordHash: string,
): Promise<{ user: User; moved: boolean }> {
  const now = s.clock.now();
  const type: PortalType = profile.portal_type;
  const fields = {
    ...profile,
    username_key: usernameKey(profile.username),
    password_hash: passwordHash,
    created_at: now,
  };
  return s.db.transaction().execute(async (trx) => {
    // Someone else's pending registration holds a username only while its code is on its way
    // or alive: one never finished gives the name back.
    await trx
      .deleteFrom('users')
      .where('portal_type', '=', type)
      .where('status', '=', 'pending')
      .where('username_key', '=', fields.username_key)
      .where('id_number', '<>', fields.id_number)
      .where('created_at', '<', addSeconds(now, -sendingHoldSeconds))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('otp_challenges')
              .select('otp_challenges.id')
              .whereRef('otp_challenges.user_id', '=', 'users.id')
              .where('otp_challenges.purpose', '=', 'registration')
              .where('otp_challenges.consumed_at', 'is', null)
              .where('otp_challenges.voided_at', 'is', null)
              .where('otp_challenges.expires_at', '>', now)
              .where('otp_challenges.attempts', '<', s.config.rules.otpMaxAttempts),
          ),
        ),
      )
      .execute();
    const previous = await trx
      .selectFrom('users')
      .selectAll()
      .where('portal_type', '=', type)
      .where('id_number', '=', fields.id_number)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (previous === undefined) {
      const user = await trx
        .insertInto('users')
        .values({ ...fields, id: randomUUID(), kid: newKid(), status: 'pending' })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user, moved: false };
    }
    const user = await trx
      .updateTable('users')
      .set(fields)
      .where('id', '=', previous.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      user,
      moved: previous.mobile_no !== user.mobile_no || previous.email !== user.email,
    };
  });
}

async function registerNow(
  s: Services,
  c: AppContext,
  profile: Omit<Registration, 'password'>,
  passwordHash: string,
  channel: Channel,
): Promise<Response> {
  const type: PortalType = profile.portal_type;
  let saved: { user: User; moved: boolean };
  try {
    saved = await savePending(s, profile, passwordHash);
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === undefined) throw error;
    await s.audit(c, { event: 'registration', outcome: 'refused', type });
    if (constraint !== 'username') return failure(c, 'id_registered', replies.alreadyRegistered);
    const registrationHandle = await s.handles.issue(
      { idNumber: profile.id_number },
      type,
      'registration-details',
    );
    return failure(c, 'username_taken', replies.usernameTaken, { registrationHandle });
  }
  const { user, moved } = saved;
  // A code out to a number or address the registration no longer names must not finish it.
  if (moved) await forgetCodes(s, user, 'registration');
  await s.audit(c, { event: 'registration', outcome: 'success', type, userId: user.id });
  // The grant of the code step; it also lets a reloaded tab come back to it.
  const flowHandle = await s.handles.issue({ userId: user.id }, type, 'registration');
  return sendCode(s, c, user, 'registration', channel, async (sentBy, resendSeconds) => {
    await s.handles.codeSent(hashFlowHandle(flowHandle), sentBy, resendSeconds);
    return { flowHandle };
  });
}

/**
 * Null when the registration may go on: with the grant it carries for this ID number (the
 * customer lookup's, which the contract requires of a customer, or the one a registration refused
 * for its username handed back), or else, for a dealer or dealer group, with the captcha.
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
  return held === true ? null : held;
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
    );
  });
}
