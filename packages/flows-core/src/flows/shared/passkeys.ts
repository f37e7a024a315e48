import { blockedAt, ignored, ran } from './action-result.ts';
import type {
  AnyState,
  PasskeyContext,
  PasskeyOfferActions,
  PasskeySignInActions,
  passkeyOfferCalls,
  passkeySignInCalls,
  SignedIn,
} from './passkey-calls.ts';

// Passkeys in the sign-in flows (deliberate deviation 4; PASSKEY-1 to PASSKEY-6). Their calls
// (passkey-calls.ts) load at their first use: after a code sign-in, for the offer; on 'Sign in
// with a passkey'; when the username field's autofill starts. A person who never uses a passkey
// loads none of it before the first step is usable.

export type { PasskeyOfferActions, PasskeySignInActions } from './passkey-calls.ts';

/**
 * Loads the passkey calls once and builds them with `build`: undefined when the module could not
 * be loaded (offline, a new deployment), and the next use asks again.
 */
function loadedOnce<T>(build: (calls: typeof import('./passkey-calls.ts')) => T) {
  let loading: Promise<T | undefined> | undefined;
  let loaded: T | undefined;
  return {
    load: () => {
      loading ??= import('./passkey-calls.ts').then(
        (calls) => {
          loaded = build(calls);
          return loaded;
        },
        () => {
          loading = undefined;
          return undefined;
        },
      );
      return loading;
    },
    /** The calls if they have loaded. */
    now: () => loaded,
  };
}

/**
 * The offer after a code sign-in, over a flow's kit: `verified` takes the code check's success
 * and either names the offer step or signs in at once (also when the offer cannot load).
 */
export function createPasskeyOffer<S extends AnyState>(
  flow: PasskeyContext<S>,
): PasskeyOfferActions & { verified(result: SignedIn): Promise<void> } {
  const { kit, deps, type } = flow;
  const calls = loadedOnce<ReturnType<typeof passkeyOfferCalls<S>>>((module) =>
    module.passkeyOfferCalls(flow),
  );
  // The offer step shows only after `verified` loaded the calls.
  const onOffer = () => calls.now() ?? { createPasskey: async () => ignored('wrong_step') };
  return {
    async verified(result) {
      const offer = deps.passkeys ? await calls.load() : undefined;
      if (offer) return offer.verified(result);
      kit.signIn(result.session, type);
    },
    createPasskey: () => onOffer().createPasskey(),
    declinePasskey: () => calls.now()?.declinePasskey() ?? ignored('wrong_step'),
  };
}

/**
 * Signing in with a passkey on the flow's first step, over its kit. `beforeSubmit` sets the
 * autofill's request aside for a submit of the first step (one request at a time), and
 * `afterSubmit` brings it back if the person is still there.
 */
export function createPasskeySignIn(
  flow: Omit<PasskeyContext, 'set'>,
): PasskeySignInActions & { beforeSubmit(): void; afterSubmit(): void } {
  const { kit, deps, get } = flow;
  const calls = loadedOnce<ReturnType<typeof passkeySignInCalls>>((module) =>
    module.passkeySignInCalls(flow),
  );
  return {
    async signInWithPasskey() {
      // Without the browser's ceremonies (deps.passkeys) the flow has no passkey sign-in at all.
      const why = deps.passkeys ? blockedAt(kit, get(), 'first') : 'wrong_step';
      if (why) return ignored(why);
      const signIn = await calls.load();
      if (signIn) return signIn.signInWithPasskey();
      kit.unavailable();
      return ran;
    },
    startPasskeyAutofill() {
      if (!deps.passkeys) return () => {};
      let stop: (() => void) | undefined;
      let stopped = false;
      void calls.load().then((signIn) => {
        if (signIn && !stopped) stop = signIn.startPasskeyAutofill();
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    beforeSubmit: () => calls.now()?.beforeSubmit(),
    afterSubmit: () => calls.now()?.afterSubmit(),
  };
}
