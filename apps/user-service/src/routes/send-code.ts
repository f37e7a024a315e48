import { createHash } from 'node:crypto';
import { maskContact } from '@forecourt/contract';
import type { Channel } from '@forecourt/validators';
import { secondsUntil } from '../clock.ts';
import type { OtpPurpose, User } from '../db/schema.ts';
import { withWebOtpLine } from '../delivery/web-otp.ts';
import { failure, success, tooMany } from '../http/reply.ts';
import { codeAlreadySentMessage, otpSentMessage, outgoing, replies } from '../messages.ts';
import type { IssuedCode } from '../security/otp.ts';
import { createThrottles } from '../security/throttles.ts';
import type { AppContext, Services } from '../services.ts';
import { contactOf } from '../users.ts';

// Sending a code: the limits per user and per destination, the code still out, the hand-over.

/** The key of the resend cooldown of one user and purpose. */
const cooldownKeyOf = (userId: string, purpose: OtpPurpose) => `otp-send:${userId}:${purpose}`;

/**
 * A destination as one mailbox or number: an e-mail's plus-tag (`name+tag@domain`) is dropped,
 * since every provider delivers it to `name@domain`; dots stay, since only some providers merge
 * them (Gmail does, most do not), and merging them elsewhere would join different people's budgets.
 */
function destinationOf(to: string): string {
  const address = to.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${address.slice(at)}` : address;
}

/** A destination as a counter's key: hashed, so no contact detail sits in a key or a log. */
const destinationKey = (to: string) =>
  createHash('sha256').update(destinationOf(to)).digest('base64url');

/**
 * The counters that limit the codes sent to one number or address: its cooldown per purpose,
 * and its ceilings an hour and a day. Unverified registrations have ceilings of their own: a
 * registration can name anyone's number, and must not use up the codes its owner signs in with.
 */
const destinationKeys = (to: string, purpose: OtpPurpose) => {
  const destination = destinationKey(to);
  const budget = purpose === 'registration' ? 'otp-reg' : 'otp-dest';
  return {
    cooldown: `otp-dest:${purpose}:${destination}`,
    hour: `${budget}-hour:${destination}`,
    day: `${budget}-day:${destination}`,
  };
};

/**
 * How long a code issued but not yet handed over counts as on its way: a parallel request in
 * that time is told it was sent, not given a second code that kills the first. Longer than the
 * providers' own time-outs (10 s); an older undelivered code was cut off (the service stopped).
 */
const handOverSeconds = 30;

/**
 * Called once a code is out (sent now, or still out inside the cooldown) with where it went, the
 * seconds until a resend and whether it was sent now; what it returns joins the reply's payload
 * (the flow handle).
 */
export type CodeSentHook = (
  channel: Channel,
  resendSeconds: number,
  sentNow: boolean,
) => Promise<object>;

/** Why no code may go out now; the reply says when the person can ask again. */
class SendRefused extends Error {
  readonly reason: 'user' | 'destination' | 'ceiling';
  readonly retryAfterSeconds: number;
  constructor(reason: SendRefused['reason'], retryAfterSeconds: number) {
    super(reason);
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Takes what a send needs and issues the code, in one transaction: the user's resend cooldown
 * (per purpose), the destination's (per purpose, whoever asks: several registrations naming one
 * number send one SMS) and its ceilings an hour and a day (see `destinationKeys`). A refusal rolls
 * every count back, and so does a crash: no limit is ever left taken by a code that never was.
 */
async function issueWithinLimits(
  s: Services,
  user: User,
  purpose: OtpPurpose,
  channel: Channel,
  to: string,
): Promise<IssuedCode | SendRefused> {
  const { resendSeconds, sendsPerDestination } = s.config.rules;
  const cooldown = { limit: 1, windowSeconds: resendSeconds };
  const keys = destinationKeys(to, purpose);
  try {
    return await s.db.transaction().execute(async (trx) => {
      const counters = createThrottles(trx, s.clock);
      const mine = await counters.hit(cooldownKeyOf(user.id, purpose), cooldown);
      if (!mine.allowed) throw new SendRefused('user', mine.retryAfterSeconds);
      for (const period of ['hour', 'day'] as const) {
        const ceiling = await counters.peek(keys[period], sendsPerDestination[period]);
        if (!ceiling.allowed) throw new SendRefused('ceiling', ceiling.retryAfterSeconds);
      }
      const theirs = await counters.hit(keys.cooldown, cooldown);
      if (!theirs.allowed) throw new SendRefused('destination', theirs.retryAfterSeconds);
      await counters.hit(keys.hour, sendsPerDestination.hour);
      await counters.hit(keys.day, sendsPerDestination.day);
      return s.otp.issue(trx, user.id, purpose, channel);
    });
  } catch (error) {
    if (error instanceof SendRefused) return error;
    throw error;
  }
}

/** Ends the resend cooldowns of a code that never reached the user, or that was used. */
export async function endCooldowns(s: Services, user: User, purpose: OtpPurpose, to: string) {
  await s.throttles.clear(cooldownKeyOf(user.id, purpose));
  await s.throttles.clear(destinationKeys(to, purpose).cooldown);
}

/**
 * Inside the user's resend cooldown: when the code sent last is still good, the caller is told so
 * (a success with `alreadySent`, where it went, and the seconds until a new one may be sent), so
 * a person who closed the tab and started again can type the code they hold. When that code is
 * gone (burned by wrong tries), there is nothing to type: 429 with the seconds to wait. A code
 * still being handed over (a parallel request sent it) counts as sent; one whose hand-over never
 * finished (the service stopped) is nobody's: undefined, send afresh.
 */
async function codeStillOut(
  s: Services,
  c: AppContext,
  user: User,
  purpose: OtpPurpose,
  retryAfterSeconds: number,
  sent: CodeSentHook | undefined,
): Promise<Response | undefined> {
  const live = await s.otp.live(user.id, purpose);
  if (live === undefined) return tooMany(c, retryAfterSeconds, replies.resendTooSoon);
  const issuedAt = live.expiresAt.getTime() - s.config.rules.otpTtlSeconds * 1000;
  const onItsWay = s.clock.now().getTime() - issuedAt < handOverSeconds * 1000;
  if (!live.delivered && !onItsWay) {
    await s.otp.revoke(user.id, purpose);
    await endCooldowns(s, user, purpose, contactOf(user, live.channel));
    return undefined;
  }
  await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'refused', userId: user.id });
  const message = codeAlreadySentMessage(live.channel, retryAfterSeconds);
  const extra = (await sent?.(live.channel, retryAfterSeconds, false)) ?? {};
  return success(c, message, {
    channel: live.channel,
    destination: maskContact(live.channel, contactOf(user, live.channel)),
    resendAvailableInSeconds: retryAfterSeconds,
    expiresInSeconds: secondsUntil(s.clock.now(), live.expiresAt),
    alreadySent: true,
    message,
    ...extra,
  });
}

/**
 * Sends a fresh code for `purpose` by `channel` to the contact the service holds for the user,
 * within the limits of `issueWithinLimits` (see `codeStillOut` for a request inside the user's
 * cooldown).
 */
export async function sendCode(
  s: Services,
  c: AppContext,
  user: User,
  purpose: OtpPurpose,
  channel: Channel,
  sent?: CodeSentHook,
): Promise<Response> {
  const to = contactOf(user, channel);
  if (to === '') return failure(c, 'no_destination', replies.noDestination);
  const { resendSeconds, otpTtlSeconds } = s.config.rules;
  let issued = await issueWithinLimits(s, user, purpose, channel, to);
  if (issued instanceof SendRefused && issued.reason === 'user') {
    const out = await codeStillOut(s, c, user, purpose, issued.retryAfterSeconds, sent);
    if (out !== undefined) return out;
    issued = await issueWithinLimits(s, user, purpose, channel, to);
  }
  if (issued instanceof SendRefused) {
    await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'refused', userId: user.id });
    const message = issued.reason === 'ceiling' ? replies.destinationLimit : replies.resendTooSoon;
    return tooMany(c, issued.retryAfterSeconds, message);
  }
  const minutes = Math.round(otpTtlSeconds / 60);
  const { code } = issued;
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
    // The user never got this code, so the cooldowns must not hold them back from a retry.
    await endCooldowns(s, user, purpose, to);
    s.log.error('delivery.failed', {
      channel,
      reason: error instanceof Error ? error.name : 'unknown',
    });
    await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'failure', userId: user.id });
    return failure(c, 'send_failed', replies.sendFailed);
  }
  await s.otp.delivered(issued.id);
  await s.audit(c, { event: `otp.send.${purpose}`, outcome: 'success', userId: user.id });
  const message = otpSentMessage(channel);
  const extra = (await sent?.(channel, resendSeconds, true)) ?? {};
  return success(c, message, {
    channel,
    destination: maskContact(channel, to),
    resendAvailableInSeconds: resendSeconds,
    expiresInSeconds: otpTtlSeconds,
    message,
    ...extra,
  });
}
