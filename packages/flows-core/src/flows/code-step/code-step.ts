import type { EndpointName } from '@forecourt/contract';
import type { Channel } from '@forecourt/validators';
import type { ApiFailure, ApiResult, ApiSuccess } from '../../client/api-result.ts';
import { resendSeconds } from '../../countdown/countdown.ts';
import { channelName } from '../../texts/translate.ts';
import { type ActionResult, blockedAt, ignored, ran } from '../shared/action-result.ts';
import type { FlowKit } from '../shared/flow-kit.ts';
import type { CodeState, CodeStepState, FlowStateBase } from '../shared/flow-types.ts';
import { normaliseOtp, otpLength } from '../shared/selectors.ts';
import { moveFrom, moveOn } from '../shared/steps.ts';

// The one code step (CODE): every flow that sends a code (sign-in, ID sign-in, both recoveries,
// the three registrations) sends, resends, checks and counts down through this module, and its
// flags are computed here.

/** The values every flow with a code step has. */
export type CodeValues = { preferredComm: string; otp: string };

type CodeFlowState = FlowStateBase<string, CodeValues & Record<string, string>> & CodeStepState;

/** What a flow tells its code step (the step whose role is `code` in its declaration). */
export interface CodeStepSpec<S extends CodeFlowState, V extends EndpointName> {
  /** Sends a (new) code by `channel`. */
  send(state: S, channel: Channel, signal: AbortSignal): Promise<ApiResult<'otpLoginCheck'>>;
  /** Checks the code (with whatever else the step sends). */
  verify(state: S, signal: AbortSignal): Promise<ApiResult<V>>;
  /** After the code was accepted. */
  verified(result: ApiSuccess<V>): void;
  /**
   * Whether the 6th digit submits by itself (CODE-4); default always. The password reset submits
   * by itself only once its new password is valid too (RECOVER-PASSWORD-5).
   */
  autoSubmit?(state: S): boolean;
  /**
   * The grant was refused (it ended elsewhere, or expired): go back to the first step with the
   * service's message.
   */
  startOver(result: ApiFailure): void;
}

/** The code step's part of a flow's initial state. */
export function initialCodeState() {
  return {
    codeState: undefined,
    destination: undefined,
    reusedCode: false,
    askedChannel: undefined,
    resendInSeconds: 0,
    expiresInSeconds: 0,
    canResend: false,
    triesLeft: undefined,
    resendAvailableAt: undefined,
    expiresAt: undefined,
  } satisfies Partial<CodeStepState>;
}

/**
 * The code step's flags of `state`: the code state (a code whose lifetime ran out reads
 * `expired`), whether a resend may be pressed, and whether the code may be submitted.
 */
export function codeFlags<S extends CodeFlowState>(
  state: S,
): Pick<CodeStepState, 'codeState' | 'canResend'> & {
  canSubmit: boolean;
  waitingFor: 'otp' | 'newCode' | undefined;
} {
  const atCode = state.graph.role[state.step] === 'code';
  // Neither a call in flight nor a finished flow (signed in, redirecting) takes a code or a resend.
  const idle = state.status === 'idle';
  const outlived =
    (state.codeState === 'waiting' || state.codeState === 'wrong') &&
    state.expiresAt !== undefined &&
    state.expiresInSeconds === 0;
  const codeState: CodeState | undefined = outlived ? 'expired' : state.codeState;
  const resendable =
    codeState === 'waiting' ||
    codeState === 'wrong' ||
    codeState === 'expired' ||
    codeState === 'sendFailed';
  const codeOut = codeState === 'waiting' || codeState === 'wrong';
  const complete = state.values.otp.length === otpLength;
  return {
    codeState,
    canResend: idle && atCode && resendable && state.resendInSeconds === 0,
    canSubmit: idle && atCode && codeOut && complete,
    // A code out waits for its six digits; one that can no longer be used, for a new one.
    waitingFor: codeOut ? (complete ? undefined : 'otp') : resendable ? 'newCode' : undefined,
  };
}

/** The code step's verbs, and what its flow calls to send the first code. */
export interface CodeStep {
  actions: Pick<CodeStepState, 'enterCode' | 'submitCode' | 'resendCode' | 'forward'>;
  /** Sends a code by `channel` and applies the reply (the channel step's 'next'). */
  send(channel: Channel): Promise<ActionResult>;
  /** Applies the reply of a call that sent a code (a registration sends its first one). */
  applySent(result: ApiResult<'otpLoginCheck'>, channel: Channel): void;
}

/** Builds a flow's code step over its kit, `set` and `get`. */
export function createCodeStep<S extends CodeFlowState, V extends EndpointName>(
  kit: FlowKit,
  set: (partial: Partial<S>) => void,
  get: () => S,
  spec: CodeStepSpec<S, V>,
): CodeStep {
  const patch = (partial: Partial<CodeFlowState>) => set(partial as Partial<S>);
  const refused = (result: ApiFailure) => result.code === 'step_expired';

  /** Applies a send's reply; `before` is the code state before the send began ('sending'). */
  const apply = (
    result: ApiResult<'otpLoginCheck'>,
    channel: Channel,
    before: CodeState | undefined,
  ) => {
    const values = { ...get().values, preferredComm: channel, otp: '' };
    if (result.ok) {
      const payload = result.reply.payload;
      kit.handle.keep(payload?.flowHandle);
      kit.countdown.getState().start(payload?.resendAvailableInSeconds ?? resendSeconds);
      kit.countdown.getState().expireIn(payload?.expiresInSeconds);
      const sentTo = payload?.alreadySent === true ? payload.channel : channel;
      patch({
        ...moveOn(get(), 'sent'),
        codeState: 'waiting',
        destination: payload?.destination,
        reusedCode: payload?.alreadySent === true,
        askedChannel: sentTo === channel ? undefined : channel,
        triesLeft: undefined,
        values: { ...values, preferredComm: sentTo },
        fieldErrors: {},
      });
      if (payload?.alreadySent === true) {
        // Inside the resend countdown with a code still out: ask for that code, do not fail.
        const summary =
          result.message ||
          kit.translate('otp.alreadySent', { channel: channelName(kit.translate, sentTo) });
        kit.inform(summary);
        return;
      }
      kit.succeed(kit.translate('otp.sent', { channel: channelName(kit.translate, channel) }));
      return;
    }
    // Cancelled: nothing was sent, the step stands as it did before ('sending' is undone).
    if (result.code === 'aborted') return patch({ codeState: before });
    if (refused(result)) return spec.startOver(result);
    const codeOut = before === 'waiting' || before === 'wrong';
    // Too soon while a code is out: that code still works (on its channel, with what was typed),
    // the countdown says how long to wait.
    const keepsCode = result.code === 'rate_limited' && codeOut;
    // A throttle, or the service down for a moment, says when a send may work again.
    const retryAfter =
      result.code === 'rate_limited' || result.code === 'service_unavailable'
        ? result.retryAfterSeconds
        : undefined;
    if (retryAfter !== undefined) kit.countdown.getState().applyRetryAfter(retryAfter);
    // A send that failed leaves no code out; one refused while a code is out keeps its lifetime.
    else if (!keepsCode) kit.countdown.getState().stop();
    kit.fail(result, {
      ...moveOn(get(), 'sent'),
      ...(keepsCode ? { codeState: before } : { codeState: 'sendFailed', values }),
    } as Partial<FlowStateBase<string, Record<string, string>>>);
  };

  const applySent: CodeStep['applySent'] = (result, channel) =>
    apply(result, channel, get().codeState);

  const send = (channel: Channel) => {
    // The code state before 'sending' replaces it: whether a code is out when the reply comes.
    let before: CodeState | undefined;
    return kit.run(
      (signal) => {
        before = get().codeState;
        patch({ codeState: 'sending' });
        return spec.send(get(), channel, signal);
      },
      (result) => apply(result, channel, before),
    );
  };

  const checked = (result: ApiResult<V>) => {
    if (result.ok) {
      // The code did its work: nothing is awaited any more (no resend, no WebOTP request).
      kit.handle.forget();
      patch({ codeState: undefined });
      spec.verified(result);
      return;
    }
    if (result.code === 'aborted') return;
    if (result.code === 'code_exhausted') {
      // The grant ended with its last try: nothing more to type or resend; start again.
      kit.handle.forget();
      kit.countdown.getState().stop();
      return kit.fail(result, { codeState: 'exhausted', triesLeft: 0 } as Partial<S>);
    }
    if (refused(result)) return spec.startOver(result);
    // A wrong or expired code is shown at the code field, which is emptied for the next try
    // (GUIDE-12).
    const cleared = { values: { ...get().values, otp: '' } };
    const wrong: Partial<CodeFlowState> | undefined =
      result.code === 'code_wrong'
        ? { codeState: 'wrong', triesLeft: result.triesLeft, ...cleared }
        : result.code === 'code_expired'
          ? { codeState: 'expired', ...cleared }
          : undefined;
    kit.fail(
      result,
      (wrong ?? {}) as Partial<FlowStateBase<string, Record<string, string>>>,
      wrong ? 'otp' : undefined,
    );
  };

  const codeOut = () => get().codeState === 'waiting' || get().codeState === 'wrong';

  const submitCode = async (): Promise<ActionResult> => {
    const why =
      blockedAt(kit, get(), 'code') ??
      (!codeOut() ? 'no_code' : get().canSubmit ? undefined : 'incomplete');
    if (why) return ignored(why);
    return kit.run((signal) => spec.verify(get(), signal), checked);
  };

  return {
    send,
    applySent,
    actions: {
      async enterCode(code) {
        // Typed while a call is out, the code is kept; its submit is what is ignored ('busy').
        if (kit.isDisposed()) return ignored('disposed');
        if (get().graph.role[get().step] !== 'code') return ignored('wrong_step');
        if (!codeOut()) return ignored('no_code');
        patch({ values: { ...get().values, otp: normaliseOtp(code) } });
        // Before the sixth digit (or where the step does not submit by itself) nothing is sent.
        if (!(spec.autoSubmit?.(get()) ?? true)) return ignored('incomplete');
        return submitCode();
      },
      submitCode,
      async resendCode(channel) {
        const state = get();
        const why = blockedAt(kit, state, 'code');
        if (why) return ignored(why);
        if (state.canResend) return send(channel);
        return ignored(state.resendInSeconds > 0 ? 'cooling_down' : 'no_code');
      },
      forward() {
        const { step, graph, codeState } = get();
        // Forward is the move a code asked for makes, from the step Back leads to from the code.
        const onward = moveFrom(graph, step, 'sent');
        const fromBeforeCode = graph.role[onward] === 'code' && graph.back[onward] === step;
        const why = blockedAt(kit, get(), ...(fromBeforeCode ? [graph.role[step]] : []));
        if (why) return ignored(why);
        // Only a code still out brings the step back; otherwise a new one must be asked for.
        if (codeState !== 'waiting' && codeState !== 'wrong') return ignored('no_code');
        patch({ step: onward, fieldErrors: {}, error: undefined });
        return ran;
      },
    },
  };
}
