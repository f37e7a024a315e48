import type { FormValidation, PortalType } from '@forecourt/validators';
import type { FormChecks } from '../../checks/form-checks.ts';
import type { ApiFailure, Session } from '../../client/api-result.ts';
import { buildPostSignInUrl } from '../../config/redirect.ts';
import { type CountdownStore, createCountdown } from '../../countdown/countdown.ts';
import type { FlowTranslate } from '../../texts/translate.ts';
import { type ActionResult, ignored, ran } from './action-result.ts';
import { type FlowErrorText, flowErrorOf } from './flow-error.ts';
import { createHandleKeeper, type HandleKeeper } from './flow-handle.ts';
import type { FlowDeps, FlowStateBase } from './flow-types.ts';

type AnyState = FlowStateBase<string, Record<string, string>>;
type Set<S> = (partial: Partial<S>) => void;
type Get<S> = () => S;

/** A form check that failed: nothing is sent. */
export type FailedValidation = Extract<FormValidation<unknown>, { ok: false }>;

/** What `submitChecked` does after its form check. */
export interface CheckedSubmit<T> {
  /** Checks the form with the form checks. */
  validate(checks: FormChecks): FormValidation<unknown>;
  /** The call made once the form is valid. */
  task(signal: AbortSignal): Promise<T>;
  /** With the call's result. */
  done(result: T): void;
  /**
   * With a failed check (nothing was sent), and the text id of its `formError` when the check
   * made it with `kit.translate` (for `validationError`).
   */
  invalid(validation: FailedValidation, formErrorText?: FlowErrorText): void;
}

/** The machinery every flow shares: one call at a time, dropped replies, toasts, the countdown. */
export interface FlowKit {
  countdown: CountdownStore;
  /**
   * The texts in use (`deps.translate`); while `track` runs it also notes which id and values
   * made each text, so an error made from one can be translated again later.
   */
  translate: FlowTranslate;
  /**
   * Runs a form check (which translates with `kit.translate`) and returns its result with
   * `textOf`, which gives the id and values a message of that check was made from.
   */
  track<T>(check: () => T): {
    result: T;
    textOf(message: string | undefined): FlowErrorText | undefined;
  };
  /** The flow handle, in the state and in `deps.storage` under `<storageKey>.handle`. */
  handle: HandleKeeper;
  /** True once `dispose()` ran. */
  isDisposed(): boolean;
  /**
   * Runs one call unless another is in flight or the flow is disposed: status 'submitting' while
   * it runs, then `done` with the result, unless `reset`/`dispose` came first (then dropped).
   * Ignored (`busy`, `disposed`) while a call is in flight or once disposed.
   */
  run<T>(
    task: (signal: AbortSignal) => Promise<T>,
    done: (result: T) => void,
  ): Promise<ActionResult>;
  /**
   * Checks the form, then makes the call, as one `run`: status 'submitting' from the start (so a
   * second submit while the checks load is ignored), `validationMessage` cleared once the check
   * passes. The form checks come from `deps.checks`; if they cannot be had, that is reported
   * like a network failure and nothing is sent.
   */
  submitChecked<T>(submit: CheckedSubmit<T>): Promise<ActionResult>;
  /** The form checks, or undefined after reporting that they could not be had. */
  checks(): Promise<FormChecks | undefined>;
  /** The form checks if `deps.checks` has them at once (nothing reported otherwise). */
  checksAtOnce(): FormChecks | undefined;
  /**
   * Reports that code the flow needs (the form checks, the passkey calls) could not be loaded
   * (offline, a new deployment), as a call that got no answer: `network`, 'could not load'.
   */
  unavailable(): void;
  /**
   * Reports a failure: the 'An error occurred' toast (carrying the failure, `FlowToast.error`),
   * `error` (about form value `field`, if given), field errors; `extra` on top.
   */
  fail(
    result: ApiFailure,
    extra?: Partial<FlowStateBase<string, Record<string, string>>>,
    field?: string,
  ): void;
  /** A success toast (titled 'Success'). */
  succeed(detail: string): void;
  /** An information toast. */
  inform(summary: string): void;
  /** The post-sign-in address, or undefined after reporting why none is safe. */
  signInUrl(session: Session | undefined, type: PortalType, admin?: boolean): string | undefined;
  /** The 'Welcome to {product} {TYPE} Portal' toast. */
  welcome(type: PortalType): void;
  /** Welcomes the user and goes to their site; false (with an error) when no address is safe. */
  signIn(session: Session | undefined, type: PortalType, admin?: boolean): boolean;
  /** Cancels the call in flight; its reply will be dropped. */
  cancel(): void;
  /** Cancels, stops the countdown, ignores everything afterwards. */
  dispose(): void;
}

/** Builds the shared machinery over a flow's zustand `set` and `get`. */
export function createFlowKit<S extends AnyState>(
  deps: FlowDeps,
  set: Set<S>,
  get: Get<S>,
  storageKey: string,
): FlowKit {
  // Flows share the base fields, so the kit writes through the base type.
  const patch = (partial: Partial<AnyState>) => set(partial as Partial<S>);
  let controller: AbortController | undefined;
  let disposed = false;
  const countdown = createCountdown({
    clock: deps.clock,
    storageKey,
    ...(deps.storage ? { storage: deps.storage } : {}),
  });
  countdown.subscribe((c) =>
    patch({
      resendAvailableAt: c.resendAvailableAt,
      resendInSeconds: c.remainingSeconds,
      expiresAt: c.expiresAt,
      expiresInSeconds: c.expiresInSeconds,
    } as Partial<AnyState>),
  );

  // The form checks as `deps.checks` gives them: at once when it has them (the call then leaves
  // in the submit's own task, before the re-render 'submitting' asked for), else once loaded.
  const checksNow = (): FormChecks | Promise<FormChecks> | undefined => {
    try {
      return typeof deps.checks === 'function' ? deps.checks() : deps.checks;
    } catch {
      return undefined;
    }
  };
  const getChecks = async (): Promise<FormChecks | undefined> => {
    const checks = checksNow();
    return checks instanceof Promise ? checks.catch(() => undefined) : checks;
  };

  // The texts a running form check made, by text: see `track`.
  let made: Map<string, FlowErrorText> | undefined;
  const translate: FlowTranslate = (id, params) => {
    const text = deps.translate(id, params);
    made?.set(text, params ? { id, params } : { id });
    return text;
  };

  const handle = createHandleKeeper(deps.storage, `${storageKey}.handle`, (flowHandle) =>
    patch({ flowHandle }),
  );

  const kit: FlowKit = {
    countdown,
    translate,
    track(check) {
      const texts = new Map<string, FlowErrorText>();
      made = texts;
      try {
        return {
          result: check(),
          textOf: (message) => (message === undefined ? undefined : texts.get(message)),
        };
      } finally {
        made = undefined;
      }
    },
    handle,
    isDisposed: () => disposed,
    async run(task, done) {
      if (disposed) return ignored('disposed');
      if (controller) return ignored('busy');
      const mine = new AbortController();
      controller = mine;
      patch({ status: 'submitting', error: undefined });
      const result = await task(mine.signal);
      // Dropped: the flow was reset or disposed while the call was out; the action had run.
      if (controller !== mine) return ran;
      controller = undefined;
      patch({ status: 'idle' });
      done(result);
      return ran;
    },
    async submitChecked({ validate, task, done, invalid }) {
      type Outcome =
        | { kind: 'unavailable' }
        | { kind: 'invalid'; validation: FailedValidation; text: FlowErrorText | undefined }
        | { kind: 'done'; result: Awaited<ReturnType<typeof task>> };
      return kit.run<Outcome>(
        async (signal) => {
          const found = checksNow();
          const checks = found instanceof Promise ? await found.catch(() => undefined) : found;
          if (!checks) return { kind: 'unavailable' };
          const { result: validation, textOf } = kit.track(() => validate(checks));
          if (!validation.ok) {
            return { kind: 'invalid', validation, text: textOf(validation.formError) };
          }
          patch({ validationMessage: undefined });
          return { kind: 'done', result: await task(signal) };
        },
        (outcome) => {
          if (outcome.kind === 'unavailable') kit.unavailable();
          else if (outcome.kind === 'invalid') invalid(outcome.validation, outcome.text);
          else done(outcome.result);
        },
      );
    },
    checksAtOnce() {
      const checks = checksNow();
      if (!(checks instanceof Promise)) return checks;
      // Still loading: the next ask has them; a failed load is not this caller's to report.
      checks.catch(() => undefined);
      return undefined;
    },
    async checks() {
      const checks = await getChecks();
      if (!checks && !disposed) kit.unavailable();
      return checks;
    },
    unavailable() {
      kit.fail({ ok: false, code: 'network', message: deps.translate('transport.unavailable') });
    },
    fail(result, extra = {}, field) {
      if (result.code === 'aborted') return;
      const error = flowErrorOf(result, field);
      // The toast carries the failure, so an app can word it as its page does (MSG-1).
      deps.notify({
        severity: 'error',
        summary: deps.translate('toast.errorTitle'),
        ...(result.message ? { detail: result.message } : {}),
        ...(error ? { error } : {}),
      });
      patch({
        error: error && { ...error, toasted: true },
        fieldErrors: {
          ...get().fieldErrors,
          ...(result.code === 'invalid_input' ? result.fields : {}),
        },
        ...extra,
      });
    },
    succeed(detail) {
      deps.notify({ severity: 'success', summary: deps.translate('toast.success'), detail });
    },
    inform(summary) {
      deps.notify({ severity: 'info', summary });
    },
    signInUrl(session, type, admin = false) {
      const url = session
        ? buildPostSignInUrl(deps.config, type, session.claims.kid, { admin })
        : { ok: false as const, reason: 'no session' };
      if (url.ok) return url.url;
      kit.fail({
        ok: false,
        code: 'server_error',
        message: deps.translate('redirect.refused'),
      });
      return undefined;
    },
    welcome(type) {
      const TYPE = type.toUpperCase();
      kit.succeed(deps.translate('toast.welcome', { product: deps.config.product, TYPE }));
    },
    signIn(session, type, admin = false) {
      const url = kit.signInUrl(session, type, admin);
      if (url === undefined) return false;
      countdown.getState().stop();
      patch({ status: 'done' });
      kit.welcome(type);
      deps.redirect(url);
      return true;
    },
    cancel() {
      controller?.abort();
      controller = undefined;
    },
    dispose() {
      kit.cancel();
      disposed = true;
      countdown.getState().dispose();
    },
  };
  return kit;
}
