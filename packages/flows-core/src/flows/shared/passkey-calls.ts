import type { RequestOf } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import { roleOf } from '@forecourt/validators/portal';
import type { ApiFailure, ApiResult, ApiSuccess, Session } from '../../client/api-result.ts';
import { type PasskeyCeremonyCode, passkeyCeremonyCode } from '../../passkeys/ceremony-code.ts';
import type { PasskeyOptions } from '../../passkeys/passkey-browser.ts';
import { type ActionResult, blockedAt, ignored, ran } from './action-result.ts';
import type { FlowKit } from './flow-kit.ts';
import type { FlowDeps, FlowStateBase } from './flow-types.ts';
import { moveOn } from './steps.ts';

// The passkey calls of the sign-in flows (deliberate deviation 4; PASSKEY-1 to PASSKEY-6): the
// offer after a code sign-in, and signing in with a passkey from the first step, by its button or
// from the username field's autofill. Each is a composite call (the service's options, the
// browser's ceremony, the service's check) run as one of the flow's calls. The flows reach them
// through passkeys.ts, which loads this module at their first use.

/** How long 'Not now' keeps the offer away on a device (PASSKEY-2). */
export const passkeyOfferPauseDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** The offer's verbs (the step named by the flow, PASSKEY-1). */
export interface PasskeyOfferActions {
  /** 'Create a passkey': the browser makes one, the service keeps it, then the redirect. */
  createPasskey(): Promise<ActionResult>;
  /** 'Not now': the redirect at once; no offer on this device for 30 days. */
  declinePasskey(): ActionResult;
}

/** Signing in with a passkey from the first step (PASSKEY-3, PASSKEY-4). */
export interface PasskeySignInActions {
  /** 'Sign in with a passkey': the browser's own dialog, then the redirect. */
  signInWithPasskey(): Promise<ActionResult>;
  /**
   * Offers passkeys in the username field's autofill where the browser can (call it once the
   * page is the app's); returns the function that stops it. Its challenge is not a call the
   * person waits on (no loading overlay); it is renewed when it runs out, and set aside while
   * another call runs.
   */
  startPasskeyAutofill(): () => void;
}

export type AnyState = FlowStateBase<string, Record<string, string>>;

/** What the passkey calls work over: a flow's kit, deps and state, and its portal type. */
export interface PasskeyContext<S extends AnyState = AnyState> {
  kit: FlowKit;
  deps: FlowDeps;
  set: (partial: Partial<S>) => void;
  get: () => S;
  type: PortalType;
}

export type SignedIn = ApiSuccess<'validateAndLogin' | 'validateAndIdLogin' | 'passkeySignIn'>;

/** Runs a browser ceremony: its credential, or the failure its error means. */
async function ceremony(
  kit: FlowKit,
  run: () => Promise<unknown>,
): Promise<{ ok: true; credential: never } | ApiFailure<PasskeyCeremonyCode>> {
  try {
    // The service checks the credential's shape (the contract's schemas): passed on as it came.
    return { ok: true, credential: (await run()) as never };
  } catch (error) {
    const code = passkeyCeremonyCode(error);
    const message =
      code === 'passkey_cancelled'
        ? ''
        : kit.translate(
            code === 'passkey_not_allowed' ? 'passkey.notAllowed' : 'passkey.unsupported',
          );
    return { ok: false, code, message };
  }
}

/** The options inside a passkey options reply. */
const optionsOf = (
  result: ApiSuccess<'passkeyAuthenticationOptions' | 'passkeyRegistrationOptions'>,
): PasskeyOptions => result.reply.payload?.options ?? { challenge: '' };

/**
 * The offer after a code sign-in, over a flow's kit: `verified` takes the code check's success
 * and either names the offer step or signs in at once.
 */
export function passkeyOfferCalls<S extends AnyState>({
  kit,
  deps,
  set,
  get,
  type,
}: PasskeyContext<S>): PasskeyOfferActions & { verified(result: SignedIn): Promise<void> } {
  const role = roleOf(type);
  const passkeys = deps.passkeys;
  const declinedKey = `forecourt.passkey-offer.${type}.declined-at`;
  let signedIn: { session: Session | undefined; handle: string } | undefined;
  const declinedLately = () => {
    const at = Number(passkeys?.storage?.getItem(declinedKey) ?? Number.NaN);
    return Number.isFinite(at) && deps.clock.now() - at < passkeyOfferPauseDays * dayMs;
  };
  const finish = () => kit.signIn(signedIn?.session, type);
  return {
    async verified(result) {
      const handle = result.reply.payload?.passkeyHandle;
      signedIn = { session: result.session, handle: handle ?? '' };
      // A session without a safe address is reported now, not after the offer.
      if (kit.signInUrl(result.session, type) === undefined) return;
      const offer =
        handle !== undefined &&
        passkeys !== undefined &&
        !declinedLately() &&
        (await passkeys.browser.canHold().catch(() => false));
      if (offer)
        set({ ...moveOn(get(), 'verified'), fieldErrors: {}, error: undefined } as Partial<S>);
      else finish();
    },
    async createPasskey() {
      const grant = signedIn;
      const why = blockedAt(kit, get(), 'offer') ?? (passkeys && grant ? undefined : 'wrong_step');
      if (why || !passkeys || !grant) return ignored(why ?? 'wrong_step');
      return kit.run(
        async (signal): Promise<ApiResult<'passkeyRegistration'>> => {
          const request = { role, passkeyHandle: grant.handle };
          const options = await deps.api.passkeyRegistrationOptions(request, { signal });
          if (!options.ok) return options;
          const made = await ceremony(kit, () =>
            passkeys.browser.create(optionsOf(options), signal),
          );
          if (!made.ok) return made;
          return deps.api.passkeyRegistration(
            { ...request, credential: made.credential },
            { signal },
          );
        },
        (result) => {
          if (result.ok) {
            kit.succeed(kit.translate('passkey.created'));
            finish();
            return;
          }
          kit.fail(result);
          // The grant is gone (expired, or the account is full): the sign-in stands.
          if (result.code === 'step_expired' || result.code === 'passkey_limit') finish();
        },
      );
    },
    declinePasskey() {
      const why = blockedAt(kit, get(), 'offer') ?? (signedIn ? undefined : 'wrong_step');
      if (why) return ignored(why);
      try {
        passkeys?.storage?.setItem(declinedKey, String(deps.clock.now()));
      } catch {
        // Storage refused: the offer returns next time.
      }
      finish();
      return ran;
    },
  };
}

/**
 * Signing in with a passkey on the flow's first step, over its kit. `beforeSubmit`
 * sets the autofill's request aside for a submit of the first step (one request at a time), and
 * `afterSubmit` brings it back if the person is still there.
 */
export function passkeySignInCalls({
  kit,
  deps,
  get,
  type,
}: Omit<PasskeyContext, 'set'>): PasskeySignInActions & {
  beforeSubmit(): void;
  afterSubmit(): void;
} {
  const role = roleOf(type);
  const passkeys = deps.passkeys;
  /** The autofill's request while one waits, and whether the screen wants one. */
  let waiting: AbortController | undefined;
  let wanted = false;
  const setAside = () => {
    waiting?.abort();
    waiting = undefined;
  };
  const signedInOrFailed = (result: ApiResult<'passkeySignIn'>) => {
    if (result.ok) kit.signIn(result.session, type);
    else kit.fail(result);
  };
  const signInWith = (credential: RequestOf<'passkeySignIn'>['credential']) =>
    kit.run((signal) => deps.api.passkeySignIn({ role, credential }, { signal }), signedInOrFailed);

  /** One autofill request after another while wanted; quiet: the person is not waiting on it. */
  const offerInAutofill = async () => {
    if (!passkeys || waiting || !(await passkeys.browser.offersAutofill())) return;
    const free = () => get().status === 'idle' && get().step === get().graph.first;
    while (wanted && !kit.isDisposed() && free() && !waiting) {
      const mine = new AbortController();
      waiting = mine;
      const options = await deps.api.passkeyAuthenticationOptions(
        { role },
        { signal: mine.signal, quiet: true },
      );
      if (!options.ok) {
        if (waiting === mine) waiting = undefined;
        return;
      }
      const challenge = optionsOf(options);
      // Renewed when its challenge runs out (the service's timeout, 5 minutes by default).
      let ranOut = false;
      const timer = deps.clock.setTimeout(
        () => {
          ranOut = true;
          mine.abort();
        },
        typeof challenge.timeout === 'number' ? challenge.timeout : 300_000,
      );
      const picked = await ceremony(kit, () => passkeys.browser.get(challenge, mine.signal, true));
      deps.clock.clearTimeout(timer);
      if (waiting !== mine) return;
      waiting = undefined;
      if (picked.ok) return signInWith(picked.credential);
      if (picked.code === 'passkey_cancelled' && ranOut) continue;
      // Only a passkey the person picked and the device refused is said. A browser that says it
      // offers the autofill and then refuses the request (NotSupportedError: Chromium's headless
      // shell, a device without the autofill's picker) offers none: the person did nothing.
      if (picked.code === 'passkey_not_allowed') kit.fail(picked);
      return;
    }
  };

  return {
    async signInWithPasskey() {
      // Without the browser's ceremonies (deps.passkeys) the flow has no passkey sign-in at all.
      const why = blockedAt(kit, get(), ...(passkeys ? (['first'] as const) : []));
      if (why || !passkeys) return ignored(why ?? 'wrong_step');
      setAside();
      const result = await kit.run(async (signal): Promise<ApiResult<'passkeySignIn'>> => {
        const options = await deps.api.passkeyAuthenticationOptions({ role }, { signal });
        if (!options.ok) return options;
        const picked = await ceremony(kit, () => passkeys.browser.get(optionsOf(options), signal));
        if (!picked.ok) return picked;
        return deps.api.passkeySignIn({ role, credential: picked.credential }, { signal });
      }, signedInOrFailed);
      if (get().status === 'idle') void offerInAutofill();
      return result;
    },
    startPasskeyAutofill() {
      wanted = true;
      void offerInAutofill();
      return () => {
        wanted = false;
        setAside();
      };
    },
    beforeSubmit: setAside,
    afterSubmit() {
      if (get().status === 'idle') void offerInAutofill();
    },
  };
}
