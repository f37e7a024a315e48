import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { endpoints } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { addSeconds } from '../clock.ts';
import type { NewUser } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure } from '../http/reply.ts';
import { replies } from '../messages.ts';
import { hashFlowHandle } from '../security/flow-handles.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { usernameKey } from '../users.ts';
import { honoPath } from './paths.ts';
import { captchaStep, sendCode } from './steps.ts';

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

// How long an abandoned registration keeps its username before a new one may take it.
const pendingHoldSeconds = 30 * 60;

/**
 * Stores a registration as a 'pending' user and sends its code. A pending registration of the
 * same ID is replaced (the person starts over), one registration of a person at a time
 * (`onePerPerson`); the unique indexes decide races between people, so of two parallel
 * registrations of one username exactly one gets it.
 */
async function register(
  s: Services,
  c: AppContext,
  user: Omit<NewUser, 'id' | 'kid' | 'status' | 'username_key' | 'created_at' | 'password_hash'> & {
    password: string;
  },
  channel: 'mobile' | 'email',
): Promise<Response> {
  const { password, ...profile } = user;
  const passwordHash = await s.hasher.hash(password);
  return onePerPerson(s, profile.portal_type, profile.id_number, () =>
    registerNow(s, c, profile, passwordHash, channel),
  );
}

// How long a registration may keep its person's turn before another takes it (a stopped instance).
const turnSeconds = 30;
const turnPollMs = 25;

/**
 * Runs `work` while no other registration of the same person (portal type and ID number) runs,
 * on any instance, waiting for one that does. A registration replaces the person's pending one
 * and then sends its code: two at once (a double submit, or one sent to two instances) could
 * each find itself still current before the other replaced it, and the replaced one's SMS,
 * arriving last, would carry a code that no longer works. In turn, the code sent last is the
 * one that works. The turn is a counter of the shared throttles (hashed ID), which lapses after
 * `turnSeconds` should its holder stop without giving it back.
 */
async function onePerPerson<T>(
  s: Services,
  type: PortalType,
  idNumber: string,
  work: () => Promise<T>,
): Promise<T> {
  const key = `registration-turn:${createHash('sha256').update(`${type}:${idNumber}`).digest('base64url')}`;
  const turn = { limit: 1, windowSeconds: turnSeconds };
  while (!(await s.throttles.hit(key, turn)).allowed) {
    await new Promise((resolve) => setTimeout(resolve, turnPollMs));
  }
  try {
    return await work();
  } finally {
    await s.throttles.clear(key);
  }
}

async function registerNow(
  s: Services,
  c: AppContext,
  profile: Omit<NewUser, 'id' | 'kid' | 'status' | 'username_key' | 'created_at' | 'password_hash'>,
  passwordHash: string,
  channel: 'mobile' | 'email',
): Promise<Response> {
  const type: PortalType = profile.portal_type;
  const now = s.clock.now();
  const row: NewUser = {
    ...profile,
    id: randomUUID(),
    kid: newKid(),
    status: 'pending',
    username_key: usernameKey(profile.username),
    password_hash: passwordHash,
    created_at: now,
  };
  try {
    await s.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('users')
        .where('portal_type', '=', type)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb('id_number', '=', row.id_number),
            eb.and([
              eb('username_key', '=', row.username_key),
              eb('created_at', '<', addSeconds(now, -pendingHoldSeconds)),
            ]),
          ]),
        )
        .execute();
      await trx.insertInto('users').values(row).execute();
    });
  } catch (error) {
    const constraint = constraintOf(error);
    if (constraint === undefined) throw error;
    await s.audit(c, { event: 'registration', outcome: 'refused', type });
    const message = constraint === 'username' ? replies.usernameTaken : replies.alreadyRegistered;
    return failure(c, 409, message);
  }
  await s.audit(c, { event: 'registration', outcome: 'success', type, userId: row.id });
  await s.grants.open(row.id, 'registration');
  const stored = await s.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirst();
  // Replaced between its commit and here by a registration of the same person that took the
  // turn after this one's had lapsed (`turnSeconds`): the newer one sends the code.
  if (stored === undefined) return failure(c, 409, replies.registrationReplaced);
  // The handle lets a reloaded tab come back to the code step without keeping the ID number.
  const flowHandle = await s.handles.issue(row.id, type, 'registration');
  return sendCode(s, c, stored, 'registration', channel, async (sentBy, resendSeconds) => {
    await s.handles.codeSent(hashFlowHandle(flowHandle), sentBy, resendSeconds);
    return { flowHandle };
  });
}

/** userProfile (customer and dealer) and createDealerGroupProfile. */
export function registrationRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.registerUser), async (c) => {
    const body = await readBody(c, endpoints.registerUser.request);
    if (!body.ok) return body.response;
    const data = body.data;
    const refused = await captchaStep(s, c, data.captchaResponse, false);
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
          sbsa_dealer_code: data.sbsaDealerCode ?? null,
        },
        data.preferredComm,
      );
    }
    // A customer is someone the finance system knows: name, number and mobile come from there.
    const known = await s.db
      .selectFrom('finance_customers')
      .selectAll()
      .where('id_number', '=', data.idNumber)
      .executeTakeFirst();
    if (known === undefined) return failure(c, 404, replies.customerNotFound);
    return register(
      s,
      c,
      {
        ...shared,
        portal_type: 'customer',
        name: known.name,
        surname: known.surname,
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
    const refused = await captchaStep(s, c, data.captchaResponse, false);
    if (refused !== null) return refused;
    const group = await s.db
      .selectFrom('dealer_groups')
      .select('mq_dealer_group_id')
      .where('mq_dealer_group_id', '=', data.dealerGroupId)
      .executeTakeFirst();
    if (group === undefined) return failure(c, 400, replies.dealerGroupUnknown);
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
