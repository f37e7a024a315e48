import { endpoints, type FlowHandleRefusal, type ResumableFlow } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import type { Hono } from 'hono';
import { secondsUntil } from '../clock.ts';
import type { User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { FlowHandleRecord } from '../security/flow-handles.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { destinationsOf } from '../users.ts';
import { honoPath } from './paths.ts';
import type { CodeSentHook } from './steps.ts';
import { typeOfRole } from './steps.ts';

// Flow handles at the HTTP edge (issue 17): the resumeFlow endpoint, and the lookup the later
// steps of a flow use when a handle stands in for the password or ID number.

/**
 * A refused handle: 409 when its flow finished or started again in another tab ('ended'),
 * 400 'start again' when it expired or never existed ('unknown'); the payload names which, so
 * the portal forgets the handle and starts over.
 */
export function handleRefused(c: AppContext, reason: FlowHandleRefusal): Response {
  return reason === 'ended'
    ? failure(c, 409, replies.flowEnded, { flowHandle: reason })
    : failure(c, 400, replies.startAgain, { flowHandle: reason });
}

/** A live handle with its user, ready to stand in for the secret of that flow. */
export interface HeldFlow {
  record: FlowHandleRecord;
  user: User;
}

/**
 * The live handle `handle` of `flow` in portal `type` and its user (any status), or the refusal.
 * The handle stands in for nothing else: another flow's or another portal's handle is 'unknown'.
 */
export async function holdFlow(
  s: Services,
  c: AppContext,
  handle: string,
  type: PortalType,
  flow: ResumableFlow,
): Promise<HeldFlow | Response> {
  const found = await s.handles.find(handle, type, flow);
  if (!found.ok) {
    await s.audit(c, { event: `flow-handle.${flow}`, outcome: 'refused', type });
    return handleRefused(c, found.reason);
  }
  const user = await s.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', found.record.userId)
    .executeTakeFirst();
  if (user === undefined) return handleRefused(c, 'unknown');
  return { record: found.record, user };
}

/** The hook for `sendCode` that records the code on a handle and returns it in the reply. */
export function keepHandle(s: Services, handle: string, record: FlowHandleRecord): CodeSentHook {
  return async (channel, resendSeconds) => {
    await s.handles.codeSent(record.hash, channel, resendSeconds);
    return { flowHandle: handle };
  };
}

/** resumeFlow: where a handle's flow stands, with the resend seconds counted here. */
export function flowHandleRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.resumeFlow), async (c) => {
    const body = await readBody(c, endpoints.resumeFlow.request);
    if (!body.ok) return body.response;
    const { flowHandle, role } = body.data;
    const found = await s.handles.find(flowHandle, typeOfRole(role));
    if (!found.ok) return handleRefused(c, found.reason);
    const { record } = found;
    const user = await s.db
      .selectFrom('users')
      .select(['username', 'mobile_no', 'email'])
      .where('id', '=', record.userId)
      .executeTakeFirst();
    if (user === undefined) return handleRefused(c, 'unknown');
    const now = s.clock.now();
    const resendAvailableInSeconds =
      record.resendAt === undefined || record.resendAt <= now
        ? 0
        : secondsUntil(now, record.resendAt);
    return success(c, replies.flowResumed, {
      flow: record.flow,
      step: record.channel === undefined ? 1 : 2,
      // Only a username sign-in shows the username (read-only, as typed at step 0).
      ...(record.flow === 'sign-in' ? { username: user.username } : {}),
      destinations: destinationsOf(user),
      ...(record.channel === undefined ? {} : { channel: record.channel }),
      resendAvailableInSeconds,
    });
  });
}
