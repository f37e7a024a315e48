import { tokenHeader } from '@forecourt/contract';
import { type Channel, type PortalType, roleOf } from '@forecourt/validators';
import type { Limit } from '../config.ts';
import type { Database, OtpPurpose, User } from '../db/schema.ts';
import { failure, success, tooMany } from '../http/reply.ts';
import { replies, welcomeMessage } from '../messages.ts';
import type { HeldGrant } from '../security/flow-handles.ts';
import type { AppContext, Services } from '../services.ts';
import { contactOf } from '../users.ts';
import { endCooldowns } from './send-code.ts';

// The steps the flows share: captcha, account throttle, checking a code, signing in (sending a
// code is send-code.ts).

/** Null when the captcha passes, else the refusal. `required` means a missing token fails. */
export async function captchaStep(
  s: Services,
  c: AppContext,
  token: string | undefined,
  required: boolean,
): Promise<Response | null> {
  if (await s.captcha.check(token, c.get('client'), required)) return null;
  await s.audit(c, { event: 'captcha', outcome: 'refused' });
  return failure(c, 'captcha_failed', replies.captchaFailed);
}

/** Null while `key` may still try, else the 429. */
export async function accountGate(
  s: Services,
  c: AppContext,
  key: string,
): Promise<Response | null> {
  const state = await s.limits.peek(key, s.config.rules.accountFailures);
  return state.allowed ? null : tooMany(c, state.retryAfterSeconds, replies.tooManyAttempts);
}

/** Counts a failed credential for `key`. */
export async function accountFailed(s: Services, key: string): Promise<void> {
  await s.limits.hit(key, s.config.rules.accountFailures);
}

/** What `checkCode` does besides checking, for the flows that need more. */
export interface CodeCheckOptions {
  /** Purposes whose code, just used, is answered 409 too (see `OtpStore.consume`). */
  usedToo?: readonly OtpPurpose[];
  /** One more budget a wrong code counts against, checked before the code is (per ID number). */
  budget?: { key: string; limit: Limit };
  /**
   * What the right code allows, in the transaction that uses it up: a crash between the two
   * leaves the code unused, so the person types it again, instead of a code used for nothing.
   */
  onConsumed?: (trx: Database) => Promise<void>;
}

/**
 * The channel the code went to when `code` is the live code of the grant's flow; otherwise the
 * refusal. A wrong code counts only against a live code: against that code (it dies after
 * `otpMaxAttempts`), against the grant it was tried with (which then ends: its holder starts
 * again, with a captcha), against the client (`codeFailuresPerClient`) and against
 * `options.budget`. Nothing is counted against the user, so a stranger's wrong codes cannot lock
 * them out. The right code already used (a double submit) is a 409, not counted.
 */
export async function checkCode(
  s: Services,
  c: AppContext,
  held: HeldGrant,
  code: string,
  options: CodeCheckOptions = {},
): Promise<{ channel: Channel } | Response> {
  const { user, record } = held;
  const purpose = held.flow;
  const { codeFailuresPerClient, otpMaxAttempts } = s.config.rules;
  const budgets = [
    { key: `code-fail:${c.get('client')}`, limit: codeFailuresPerClient },
    ...(options.budget === undefined ? [] : [options.budget]),
  ];
  for (const { key, limit } of budgets) {
    const gate = await s.limits.peek(key, limit);
    if (!gate.allowed) return tooMany(c, gate.retryAfterSeconds, replies.tooManyAttempts);
  }
  const { onConsumed, usedToo = [] } = options;
  const check =
    onConsumed === undefined
      ? await s.otp.consume(user.id, [purpose], code, usedToo)
      : await s.db.transaction().execute(async (trx) => {
          const consumed = await s.otp.consume(user.id, [purpose], code, usedToo, trx);
          if (consumed.ok) await onConsumed(trx);
          return consumed;
        });
  const event = { userId: user.id, type: user.portal_type };
  if (check.ok) {
    // A used code ends its cooldowns: whoever typed it holds the channel, and signing in again
    // a minute later must send a new code, not wait for one that no longer works.
    await endCooldowns(s, user, purpose, contactOf(user, check.channel));
    return { channel: check.channel };
  }
  if (check.reason === 'used') {
    // The code sent last, right but already used (a double tap, a browser retry, a copy that
    // reached another instance): not a wrong try, so nothing counts.
    await s.audit(c, { event: 'otp.check.used', outcome: 'refused', ...event });
    return failure(c, 'code_used', replies.otpAlreadyUsed);
  }
  await s.audit(c, { event: 'otp.check', outcome: 'failure', ...event });
  if (check.reason === 'none') return failure(c, 'code_expired', replies.codeExpired);
  for (const { key, limit } of budgets) await s.limits.hit(key, limit);
  const triesLeft = await s.handles.countFailure(record.hash, otpMaxAttempts);
  return triesLeft > 0
    ? failure(c, 'code_wrong', replies.invalidOtp, { triesLeft })
    : failure(c, 'code_exhausted', replies.codeTriesUsed, { flowHandle: 'ended', triesLeft });
}

/** What a sign-in reply records and says besides who signed in. */
export interface SignedInOptions {
  /** The audit event. */
  event: string;
  /** The admin signing in on the user's behalf. */
  impersonatedBy?: string;
  message?: string;
  /**
   * A code sign-in's: the reply carries `passkeyHandle`, the grant to add a passkey now (the
   * offer comes right after a code sign-in, never after an admin's: deliberate deviation 4 in
   * docs/decisions.md).
   */
  offerPasskey?: boolean;
}

/** The sign-in reply: a signed token in `x-token`, who signed in in the payload. */
export async function signedIn(
  s: Services,
  c: AppContext,
  user: User,
  options: SignedInOptions = { event: 'sign-in' },
): Promise<Response> {
  const type: PortalType = user.portal_type;
  const token = await s.tokens.sign({
    kid: user.kid,
    type,
    version: user.session_version,
    impersonatedBy: options.impersonatedBy,
  });
  await s.audit(c, { event: options.event, outcome: 'success', userId: user.id, type });
  c.header(tokenHeader, token);
  const message = options.message ?? welcomeMessage(type);
  const admin = options.impersonatedBy === undefined ? {} : { admin: true };
  const offer =
    options.offerPasskey === true && options.impersonatedBy === undefined
      ? {
          passkeyHandle: await s.handles.issue(
            { userId: user.id },
            type,
            'passkey-registration',
            s.config.rules.passkeyGrantSeconds,
          ),
        }
      : {};
  return success(c, message, {
    kid: user.kid,
    type,
    role: roleOf(type),
    ...admin,
    message,
    ...offer,
  });
}
