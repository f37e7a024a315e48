import { tokenHeader } from '@forecourt/contract';
import { type Channel, type PortalType, type Role, roleOf } from '@forecourt/validators';
import { secondsUntil } from '../clock.ts';
import type { OtpPurpose, User } from '../db/schema.ts';
import { withWebOtpLine } from '../delivery/web-otp.ts';
import { failure, success, tooMany } from '../http/reply.ts';
import {
  codeAlreadySentMessage,
  otpSentMessage,
  outgoing,
  replies,
  welcomeMessage,
} from '../messages.ts';
import type { AppContext, Services } from '../services.ts';

// The steps the flows share: captcha, account throttle, sending and checking a code, signing in.

/** The key of the resend cooldown of one user and purpose. */
const cooldownKeyOf = (userId: string, purpose: OtpPurpose) => `otp-send:${userId}:${purpose}`;

/** Null when the captcha passes, else the refusal. `required` means a missing token fails. */
export async function captchaStep(
  s: Services,
  c: AppContext,
  token: string | undefined,
  required: boolean,
): Promise<Response | null> {
  if (await s.captcha.check(token, c.get('client'), required)) return null;
  await s.audit(c, { event: 'captcha', outcome: 'refused' });
  return failure(c, 400, replies.captchaFailed);
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

/**
 * Inside the resend cooldown: when the code sent last is still good, the caller is told so (a
 * success with `alreadySent`, where it went, and the seconds until a new one may be sent), so a
 * person who closed the tab and started again can type the code they hold. When that code is
 * gone (burned by wrong tries), there is nothing to type: 429 with the seconds to wait.
 */
async function codeStillOut(
  s: Services,
  c: AppContext,
  user: User,
  purpose: OtpPurpose,
  retryAfterSeconds: number,
  sent: CodeSentHook | undefined,
): Promise<Response> {
  const live = await s.otp.live(user.id, purpose);
  if (live === undefined) return tooMany(c, retryAfterSeconds, replies.resendTooSoon);
  await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'refused', userId: user.id });
  const message = codeAlreadySentMessage(live.channel, retryAfterSeconds);
  const extra = (await sent?.(live.channel, retryAfterSeconds)) ?? {};
  return success(c, message, {
    channel: live.channel,
    resendAvailableInSeconds: retryAfterSeconds,
    expiresInSeconds: secondsUntil(s.clock.now(), live.expiresAt),
    alreadySent: true,
    message,
    ...extra,
  });
}

/**
 * Called once a code is out (sent now, or still out inside the cooldown) with where it went and
 * the seconds until a resend; what it returns joins the reply's payload (the flow handle).
 */
export type CodeSentHook = (channel: Channel, resendSeconds: number) => Promise<object>;

/**
 * Sends a fresh code for `purpose` by `channel`, honouring the resend cooldown (see
 * `codeStillOut` for a request inside it).
 */
export async function sendCode(
  s: Services,
  c: AppContext,
  user: User,
  purpose: OtpPurpose,
  channel: Channel,
  sent?: CodeSentHook,
): Promise<Response> {
  const to = channel === 'mobile' ? user.mobile_no : user.email;
  if (to === '') return failure(c, 400, replies.noDestination);
  const { resendSeconds, otpTtlSeconds } = s.config.rules;
  const cooldownKey = cooldownKeyOf(user.id, purpose);
  const cooldown = await s.throttles.hit(cooldownKey, { limit: 1, windowSeconds: resendSeconds });
  if (!cooldown.allowed) {
    return codeStillOut(s, c, user, purpose, cooldown.retryAfterSeconds, sent);
  }
  const code = await s.otp.issue(user.id, purpose, channel).catch(async (error: unknown) => {
    // No code exists (the database failed mid-way), so no cooldown may hold the user back.
    await s.throttles.clear(cooldownKey).catch(() => {});
    throw error;
  });
  const minutes = Math.round(otpTtlSeconds / 60);
  try {
    await s.delivery.send({
      channel,
      to,
      subject: outgoing.codeSubject,
      text:
        channel === 'mobile'
          ? withWebOtpLine(outgoing.code(code, minutes), code, s.config.webOtpHost)
          : outgoing.code(code, minutes),
      code,
    });
  } catch (error) {
    // The user never got this code, so the cooldown must not hold them back from a retry.
    await s.throttles.clear(cooldownKey);
    s.log.error('delivery.failed', {
      channel,
      reason: error instanceof Error ? error.name : 'unknown',
    });
    await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'failure', userId: user.id });
    return failure(c, 502, replies.sendFailed);
  }
  await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'success', userId: user.id });
  const message = otpSentMessage(channel);
  const extra = (await sent?.(channel, resendSeconds)) ?? {};
  return success(c, message, {
    channel,
    resendAvailableInSeconds: resendSeconds,
    expiresInSeconds: otpTtlSeconds,
    message,
    ...extra,
  });
}

async function notifyLocked(s: Services, user: User, minutes: number): Promise<void> {
  const text = outgoing.locked(minutes);
  const targets: Array<[Channel, string]> = [
    ['mobile', user.mobile_no],
    ['email', user.email],
  ];
  for (const [channel, to] of targets) {
    if (to === '') continue;
    try {
      await s.delivery.send({ channel, to, subject: outgoing.lockedSubject, text });
    } catch {
      s.log.warn('delivery.failed', { channel, kind: 'lock-notice' });
    }
  }
}

/**
 * The channel the code went to when `code` is right; otherwise the refusal: 401 for a wrong
 * code (counted), 409 for the right code already used (not counted), 429 while checks are locked.
 * `usedToo`: purposes whose code, just used, is answered 409 too (see `OtpStore.consume`).
 */
export async function checkCode(
  s: Services,
  c: AppContext,
  user: User,
  purposes: readonly OtpPurpose[],
  code: string,
  usedToo: readonly OtpPurpose[] = [],
): Promise<{ channel: Channel } | Response> {
  const limit = s.config.rules.otpFailures;
  const key = `otp-fail:${user.id}`;
  const gate = await s.throttles.peek(key, limit);
  if (!gate.allowed) return tooMany(c, gate.retryAfterSeconds, replies.otpLocked);
  const check = await s.otp.consume(user.id, purposes, code, usedToo);
  if (check.ok) {
    // A used code ends its cooldown: whoever typed it holds the channel, and signing in again
    // a minute later must send a new code, not wait for one that no longer works.
    for (const purpose of purposes) await s.throttles.clear(cooldownKeyOf(user.id, purpose));
    return { channel: check.channel };
  }
  if (check.used === true) {
    // The code sent last, right but already used (a double tap, a browser retry, a copy that
    // reached another instance): not a wrong try, so it neither counts nor brings the lock on.
    await s.audit(c, {
      event: 'otp.check.used',
      outcome: 'refused',
      userId: user.id,
      type: user.portal_type,
    });
    return failure(c, 409, replies.otpAlreadyUsed);
  }
  const after = await s.throttles.hit(key, limit);
  // Tell the user once, when this failure is the one that closes the window.
  if (after.hits === limit.limit) await notifyLocked(s, user, Math.round(limit.windowSeconds / 60));
  await s.audit(c, {
    event: 'otp.check',
    outcome: 'failure',
    userId: user.id,
    type: user.portal_type,
  });
  return failure(c, 401, replies.invalidOtp);
}

/** The sign-in reply: a signed token in `x-token`, who signed in in the payload. */
export async function signedIn(
  s: Services,
  c: AppContext,
  user: User,
  options: { event: string; impersonatedBy?: string; message?: string } = { event: 'sign-in' },
): Promise<Response> {
  const type: PortalType = user.portal_type;
  const token = await s.tokens.sign({
    kid: user.kid,
    type,
    impersonatedBy: options.impersonatedBy,
  });
  await s.audit(c, { event: options.event, outcome: 'success', userId: user.id, type });
  c.header(tokenHeader, token);
  const message = options.message ?? welcomeMessage(type);
  const admin = options.impersonatedBy === undefined ? {} : { admin: true };
  return success(c, message, { kid: user.kid, type, role: roleOf(type), ...admin, message });
}

/** The portal type of a payload role: 'dealergroup' is 'dealer-group'. */
export function typeOfRole(role: Role): PortalType {
  return role === 'dealergroup' ? 'dealer-group' : role;
}
