import { endpoints, maskIdNumber, type ResumableFlow, resumableFlows } from '@forecourt/contract';
import type { Hono } from 'hono';
import { secondsUntil } from '../clock.ts';
import { readBody } from '../http/body.ts';
import { success } from '../http/reply.ts';
import { replies } from '../messages.ts';
import type { FlowHandleRecord } from '../security/flow-handles.ts';
import type { AppEnv, Services } from '../services.ts';
import { destinationsOf, typeOfRole } from '../users.ts';
import { handleRefused } from './later-step.ts';
import { honoPath } from './paths.ts';

/** What a flow started from: its identifier, shown read-only on its later steps. */
function startedFrom(record: FlowHandleRecord): 'username' | 'idNumber' | undefined {
  if (record.flow === 'sign-in') return 'username';
  if (record.flow === 'id-sign-in' || record.flow === 'forgot-username') return 'idNumber';
  // A password reset may start from either; a grant from before it was recorded shows neither.
  return record.flow === 'forgot-password' ? record.identifier : undefined;
}

/** resumeFlow: where a grant's flow stands, with the resend seconds counted here. */
export function flowHandleRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.resumeFlow), async (c) => {
    const body = await readBody(c, endpoints.resumeFlow.request);
    if (!body.ok) return body.response;
    const { flowHandle, role } = body.data;
    const found = await s.handles.find(flowHandle, typeOfRole(role), resumableFlows);
    if (!found.ok) return handleRefused(c, found.reason);
    const { record } = found;
    const user = await s.db
      .selectFrom('users')
      .select(['username', 'id_number', 'mobile_no', 'email'])
      .where('id', '=', record.userId ?? '')
      .executeTakeFirst();
    if (user === undefined) return handleRefused(c, 'unknown');
    const now = s.clock.now();
    const live =
      record.channel === undefined || record.userId === undefined
        ? undefined
        : await s.otp.live(record.userId, record.flow as ResumableFlow);
    const resendAvailableInSeconds =
      record.resendAt === undefined || record.resendAt <= now
        ? 0
        : secondsUntil(now, record.resendAt);
    return success(c, replies.flowResumed, {
      flow: record.flow,
      step: record.channel === undefined ? 'channel' : 'code',
      // The later steps show what the flow started from (RESUME-3): a username sign-in and a
      // password reset by username the username, the flows by ID number the ID number masked.
      ...(startedFrom(record) === 'username' ? { username: user.username } : {}),
      ...(startedFrom(record) === 'idNumber'
        ? { maskedIdNumber: maskIdNumber(user.id_number) }
        : {}),
      destinations: destinationsOf(user),
      ...(record.channel === undefined ? {} : { channel: record.channel }),
      resendAvailableInSeconds,
      ...(live === undefined ? {} : { expiresInSeconds: secondsUntil(now, live.expiresAt) }),
    });
  });
}
