import { type FlowHandleRefusal, flowHandleSchema, type ResumableFlow } from '@forecourt/contract';
import type { PortalType, Role } from '@forecourt/validators';
import type * as z from 'zod/mini';
import { readJson, validate } from '../http/body.ts';
import { failure } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { FlowHandleRecord, GrantFlow, HeldGrant } from '../security/flow-handles.ts';
import type { AppContext, Services } from '../services.ts';
import { typeOfRole, usernameKey } from '../users.ts';
import type { CodeSentHook } from './send-code.ts';

// The one rule of every step after a flow's first (issue 31): it needs the grant (flow handle)
// that the first step issued, and trusts only what that grant proves.

/**
 * The one reply to a step without a valid grant: 409 when its flow finished or started again in
 * another tab ('ended'), else 400 'start again' ('unknown': missing, expired, never issued,
 * another flow's, portal's or user's). It is the same whoever the request names, and nothing is
 * counted against anyone; the payload says which, so the portal forgets the grant.
 */
export function handleRefused(c: AppContext, reason: FlowHandleRefusal): Response {
  return reason === 'ended'
    ? failure(c, 'step_expired', replies.flowEnded, { flowHandle: reason }, 409)
    : failure(c, 'step_expired', replies.startAgain, { flowHandle: reason });
}

/** What a later step's body names besides the grant: the portal, maybe the user's identifiers. */
type LaterBody = {
  role: Role;
  flowHandle: string;
  username?: string | undefined;
  idNumber?: string | undefined;
};

/** A later step's body with its grant held, or the reply that refuses it. */
export type LaterStep<T> =
  | { ok: true; data: T; held: HeldGrant }
  | { ok: false; response: Response };

/**
 * Reads the body of a step after a flow's first. Its grant must be live, of one of `flows`, in
 * the body's portal type, and name a user in the state that flow serves (pending for a
 * registration, active otherwise). An identifier the body names beside it (the spec's username
 * or ID number) must be that user's; a password is never looked at. Anything else gets the one
 * reply of `handleRefused`.
 */
export async function readLaterStep<T extends LaterBody>(
  s: Services,
  c: AppContext,
  schema: z.ZodMiniType<T>,
  flows: readonly ResumableFlow[],
): Promise<LaterStep<T>> {
  const raw = await readJson(c);
  if (!raw.ok) return raw;
  const handle = (raw.data as { flowHandle?: unknown } | null)?.flowHandle;
  if (!flowHandleSchema.safeParse(handle).success) {
    return { ok: false, response: handleRefused(c, 'unknown') };
  }
  const body = validate(c, schema, raw.data);
  if (!body.ok) return body;
  const held = await holdGrant(s, c, body.data, flows);
  return held instanceof Response
    ? { ok: false, response: held }
    : { ok: true, data: body.data, held };
}

async function holdGrant(
  s: Services,
  c: AppContext,
  body: LaterBody,
  flows: readonly ResumableFlow[],
): Promise<HeldGrant | Response> {
  const type = typeOfRole(body.role);
  const refuse = async (reason: FlowHandleRefusal) => {
    await s.audit(c, { event: 'grant', outcome: 'refused', type });
    return handleRefused(c, reason);
  };
  const found = await s.handles.find(body.flowHandle, type, flows);
  if (!found.ok) return refuse(found.reason);
  const { record } = found;
  const user =
    record.userId === undefined
      ? undefined
      : await s.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', record.userId)
          .executeTakeFirst();
  if (user === undefined) return refuse('unknown');
  const flow = record.flow as ResumableFlow;
  const named =
    (user.status === 'pending') === (flow === 'registration') &&
    (!body.username || usernameKey(body.username) === user.username_key) &&
    (!body.idNumber || body.idNumber === user.id_number);
  if (!named) {
    // A copy sent beside the one that finished the flow can find the grant live and then the
    // user already changed by that finish (a registration's user made active, after its grant
    // ended): read the grant again, so that copy is told the flow ended, as a later one is.
    const again = await s.handles.find(body.flowHandle, type, flows);
    return refuse(again.ok ? 'unknown' : again.reason);
  }
  return { handle: body.flowHandle, record, flow, user };
}

/**
 * The live 'registration-details' grant `handle` for `idNumber` in portal `type` (the customer
 * lookup's, or a registration's refused for its username), or the refusal.
 */
export async function holdRegistrationGrant(
  s: Services,
  c: AppContext,
  handle: unknown,
  type: PortalType,
  idNumber: string,
): Promise<FlowHandleRecord | Response> {
  if (!flowHandleSchema.safeParse(handle).success) return handleRefused(c, 'unknown');
  const found = await s.handles.find(handle as string, type, [
    'registration-details',
  ] satisfies GrantFlow[]);
  if (!found.ok) return handleRefused(c, found.reason);
  if (found.record.idNumber !== idNumber) return handleRefused(c, 'unknown');
  return found.record;
}

/** The hook for `sendCode` that records the code on the grant and returns it in the reply. */
export function keepGrant(s: Services, held: HeldGrant): CodeSentHook {
  return async (channel, resendSeconds) => {
    await s.handles.codeSent(held.record.hash, channel, resendSeconds);
    return { flowHandle: held.handle };
  };
}
