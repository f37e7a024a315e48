import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../client/api-result.ts';
import { createMemoryStorage } from '../../countdown/storage.ts';
import type { PasskeyBrowser } from '../../passkeys/passkey-browser.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import {
  codeSentReply,
  createHarness,
  deferred,
  sessionFor,
  testGrant,
  validIdNumber,
} from '../../testing/flow-harness.ts';
import { createIdLoginFlow } from '../id-login/create-id-login-flow.ts';
import { createLoginFlow } from '../login/create-login-flow.ts';
import { passkeyOfferPauseDays } from './passkey-calls.ts';

const offerHandle = 'Pk-offer-handle-of-22ch';
const registrationOptions = { challenge: 'reg-challenge', rp: { id: 'localhost' } };
const signInOptions = { challenge: 'sign-in-challenge', timeout: 60_000 };
const madeCredential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
const usedCredential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };

const domError = (name: string) => Object.assign(new Error(name), { name });

/** A browser whose ceremonies succeed unless told otherwise, recording what was asked. */
function fakeBrowser(overrides: Partial<PasskeyBrowser> = {}) {
  const asked: { call: 'create' | 'get'; options: unknown; autofill?: boolean }[] = [];
  const signals: AbortSignal[] = [];
  const browser: PasskeyBrowser = {
    canHold: async () => true,
    offersAutofill: async () => false,
    create: async (options) => {
      asked.push({ call: 'create', options });
      return madeCredential;
    },
    get: async (options, signal, autofill) => {
      asked.push({ call: 'get', options, ...(autofill ? { autofill } : {}) });
      signals.push(signal);
      return usedCredential;
    },
    ...overrides,
  };
  return { browser, asked, signals };
}

/** Username sign-in up to its code step, with passkeys as `browser` has them. */
function setup(
  browser = fakeBrowser().browser,
  type: 'customer' | 'dealer' = 'customer',
  device = createMemoryStorage(),
) {
  const h = createHarness();
  const deps = { ...h.deps, passkeys: { browser, storage: device } };
  h.api.answer(
    'loginCheck',
    fakeSuccess('loginCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
  );
  h.api.answer('otpLoginCheck', codeSentReply('mobile'));
  const signedIn = (passkeyHandle?: string) =>
    fakeSuccess(
      'validateAndLogin',
      {
        status: 'Success',
        payload: {
          kid: 'kid-42',
          type,
          role: type,
          ...(passkeyHandle ? { passkeyHandle } : {}),
        },
      },
      sessionFor('kid-42', type),
    );
  h.api.answer('validateAndLogin', signedIn(offerHandle));
  h.api.answer(
    'passkeyRegistrationOptions',
    fakeSuccess('passkeyRegistrationOptions', {
      status: 'Success',
      payload: { options: registrationOptions },
    }),
  );
  h.api.answer(
    'passkeyRegistration',
    fakeSuccess('passkeyRegistration', {
      status: 'Success',
      payload: {
        passkey: { id: 'cred-1', name: 'Passkey', createdAt: '2025-01-15', synced: true },
      },
    }),
  );
  h.api.answer(
    'passkeyAuthenticationOptions',
    fakeSuccess('passkeyAuthenticationOptions', {
      status: 'Success',
      payload: { options: signInOptions },
    }),
  );
  h.api.answer(
    'passkeySignIn',
    fakeSuccess(
      'passkeySignIn',
      { status: 'Success', payload: { kid: 'kid-42', type, role: type } },
      sessionFor('kid-42', type),
    ),
  );
  const flow = createLoginFlow(deps, { type });
  const typeCredentials = () => {
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
  };
  const signInByCode = async () => {
    typeCredentials();
    await flow.getState().signIn();
    await flow.getState().chooseChannel('mobile');
    await flow.getState().enterCode('123456');
    // The offer waits for the browser's answer (can this device hold a passkey?).
    await vi.waitFor(() => expect(flow.getState().codeState).toBeUndefined());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { ...h, deps, device, flow, typeCredentials, signInByCode, signedIn };
}

const callNames = (h: ReturnType<typeof setup>) => h.api.calls.map((call) => call.name);

describe('the passkey offer after a code sign-in (PASSKEY-1, PASSKEY-2)', () => {
  it('is a step of its own before the redirect; Create a passkey adds one, then the welcome and the redirect', async () => {
    const { browser, asked } = fakeBrowser();
    const h = setup(browser);
    await h.signInByCode();
    expect(h.flow.getState()).toMatchObject({ step: 'passkeyOffer', status: 'idle' });
    expect(h.redirects).toEqual([]);

    await h.flow.getState().createPasskey();
    expect(asked).toEqual([{ call: 'create', options: registrationOptions }]);
    const [options, registration] = h.api.calls.slice(-2);
    expect(options).toEqual({
      name: 'passkeyRegistrationOptions',
      request: { role: 'customer', passkeyHandle: offerHandle },
    });
    expect(registration).toEqual({
      name: 'passkeyRegistration',
      request: { role: 'customer', passkeyHandle: offerHandle, credential: madeCredential },
    });
    expect(h.toasts().map((toast) => toast.detail)).toContain(
      'Your passkey is ready: next time, sign in with it.',
    );
    expect(h.redirects).toHaveLength(1);
    expect(h.flow.getState().status).toBe('done');
  });

  it('Not now goes to the redirect at once, and the offer stays away on this device for 30 days', async () => {
    const h = setup();
    await h.signInByCode();
    h.flow.getState().declinePasskey();
    expect(h.redirects).toHaveLength(1);
    expect(callNames(h)).not.toContain('passkeyRegistrationOptions');

    const declinedAt = Number(h.device.getItem('forecourt.passkey-offer.customer.declined-at'));
    expect(declinedAt).toBe(h.clock.now());

    // 29 days on, on the same device: no offer. 31 days on: the offer again.
    const day = 24 * 60 * 60 * 1000;
    for (const [days, step] of [
      [passkeyOfferPauseDays - 1, 'code'],
      [passkeyOfferPauseDays + 1, 'passkeyOffer'],
    ] as const) {
      const device = createMemoryStorage();
      const later = setup(undefined, 'customer', device);
      device.setItem(
        'forecourt.passkey-offer.customer.declined-at',
        String(later.clock.now() - days * day),
      );
      await later.signInByCode();
      expect(later.flow.getState().step).toBe(step);
      expect(later.redirects).toHaveLength(step === 'code' ? 1 : 0);
    }
  });

  it.each([
    ['a device that cannot hold a passkey', fakeBrowser({ canHold: async () => false }).browser],
    [
      'a browser that throws when asked',
      fakeBrowser({ canHold: () => Promise.reject(new Error()) }).browser,
    ],
  ])('is never made on %s: the redirect follows the code', async (_, browser) => {
    const h = setup(browser);
    await h.signInByCode();
    expect(h.redirects).toHaveLength(1);
    expect(h.flow.getState().step).toBe('code');
  });

  it('is never made without a grant to add one (the service gives none) or without passkeys', async () => {
    const h = setup();
    h.api.answer('validateAndLogin', h.signedIn());
    await h.signInByCode();
    expect(h.redirects).toHaveLength(1);

    const plain = createHarness();
    plain.api.answer(
      'loginCheck',
      fakeSuccess('loginCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
    );
    plain.api.answer('otpLoginCheck', codeSentReply('mobile'));
    plain.api.answer('validateAndLogin', h.signedIn(offerHandle));
    const flow = createLoginFlow(plain.deps, { type: 'customer' });
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    await flow.getState().chooseChannel('mobile');
    await flow.getState().enterCode('123456');
    expect(plain.redirects).toHaveLength(1);
  });

  it('stays on the offer when the browser did not allow it, with its own message; Not now still goes on', async () => {
    const h = setup(
      fakeBrowser({ create: () => Promise.reject(domError('NotAllowedError')) }).browser,
    );
    await h.signInByCode();
    await h.flow.getState().createPasskey();
    expect(h.flow.getState()).toMatchObject({
      step: 'passkeyOffer',
      error: { code: 'passkey_not_allowed', toasted: true },
    });
    expect(h.flow.getState().error?.message).toMatch(/passkey was not used/);
    expect(callNames(h)).not.toContain('passkeyRegistration');
    expect(h.redirects).toEqual([]);
    h.flow.getState().declinePasskey();
    expect(h.redirects).toHaveLength(1);
  });

  it('goes on to the redirect when the grant ran out: the sign-in stands', async () => {
    const h = setup();
    await h.signInByCode();
    h.api.answer('passkeyRegistrationOptions', fakeFailure('step_expired', 'Please start again.'));
    await h.flow.getState().createPasskey();
    expect(h.flow.getState().error?.code).toBe('step_expired');
    expect(h.redirects).toHaveLength(1);
  });

  it('is offered after an ID sign-in too', async () => {
    const h = createHarness();
    const passkeys = { browser: fakeBrowser().browser, storage: createMemoryStorage() };
    h.api.answer(
      'idLoginCheck',
      fakeSuccess('idLoginCheck', {
        status: 'Success',
        payload: { destinations: { mobile: '08*****123' }, flowHandle: testGrant },
      }),
    );
    h.api.answer('otpIdLoginCheck', codeSentReply('mobile'));
    h.api.answer(
      'validateAndIdLogin',
      fakeSuccess(
        'validateAndIdLogin',
        {
          status: 'Success',
          payload: { kid: 'kid-7', type: 'dealer', role: 'dealer', passkeyHandle: offerHandle },
        },
        sessionFor('kid-7', 'dealer'),
      ),
    );
    const flow = createIdLoginFlow({ ...h.deps, passkeys }, { type: 'dealer' });
    flow.getState().setField('idNumber', validIdNumber);
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().lookUpId();
    await flow.getState().chooseChannel('mobile');
    await flow.getState().enterCode('123456');
    await vi.waitFor(() => expect(flow.getState().step).toBe('passkeyOffer'));
    flow.getState().declinePasskey();
    expect(h.redirects).toHaveLength(1);
  });
});

describe('signing in with a passkey (PASSKEY-3, PASSKEY-4)', () => {
  it('by its button: the challenge, the browser dialog, the check, then the welcome and the redirect', async () => {
    const { browser, asked } = fakeBrowser();
    const h = setup(browser, 'dealer');
    await h.flow.getState().signInWithPasskey();
    expect(asked).toEqual([{ call: 'get', options: signInOptions }]);
    expect(h.api.calls).toEqual([
      { name: 'passkeyAuthenticationOptions', request: { role: 'dealer' } },
      { name: 'passkeySignIn', request: { role: 'dealer', credential: usedCredential } },
    ]);
    expect(h.redirects).toHaveLength(1);
    expect(h.toasts().at(-1)?.detail).toMatch(/Welcome/);
  });

  it.each([
    ['NotAllowedError', 'passkey_not_allowed', /passkey was not used/],
    ['NotSupportedError', 'passkey_unsupported', /cannot use passkeys/],
  ])('says what the browser said (%s) and stays on the first step', async (name, code, text) => {
    const h = setup(fakeBrowser({ get: () => Promise.reject(domError(name)) }).browser);
    await h.flow.getState().signInWithPasskey();
    expect(h.flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      error: { code },
    });
    expect(h.flow.getState().error?.message).toMatch(text);
    expect(h.redirects).toEqual([]);
  });

  it("refuses a passkey of another portal type with the service's own message", async () => {
    const h = setup();
    h.api.answer(
      'passkeySignIn',
      fakeFailure('passkey_wrong_portal', 'This passkey belongs to another portal.'),
    );
    await h.flow.getState().signInWithPasskey();
    expect(h.flow.getState().error).toMatchObject({
      code: 'passkey_wrong_portal',
      message: 'This passkey belongs to another portal.',
    });
    expect(h.redirects).toEqual([]);
  });

  it('offers passkeys in the autofill quietly, sets the request aside for a submit, and brings it back after', async () => {
    const held = deferred<unknown>();
    const { browser, asked, signals } = fakeBrowser({
      offersAutofill: async () => true,
    });
    browser.get = (options, signal, autofill) => {
      asked.push({ call: 'get', options, ...(autofill ? { autofill } : {}) });
      signals.push(signal);
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(domError('AbortError')));
        void held.promise.then(resolve);
      });
    };
    const h = setup(browser);
    h.api.answer('loginCheck', fakeFailure('credentials_invalid', 'Wrong password.'));
    const stop = h.flow.getState().startPasskeyAutofill();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ call: 'get', autofill: true });
    // Not a call the person waits on: no overlay, the form stays usable.
    expect(h.api.calls[0]).toMatchObject({ name: 'passkeyAuthenticationOptions', quiet: true });
    expect(h.flow.getState().status).toBe('idle');

    h.typeCredentials();
    await h.flow.getState().signIn();
    expect(signals[0]?.aborted).toBe(true);
    expect(h.flow.getState().error?.code).toBe('credentials_invalid');
    // Still on the first step: a new request waits in the autofill.
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(h.flow.getState().error?.code).toBe('credentials_invalid');

    // Its challenge runs out: renewed.
    h.clock.advance(signInOptions.timeout);
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    stop();
    expect(signals[2]?.aborted).toBe(true);
  });

  it('signs in with the passkey picked in the autofill', async () => {
    const { browser, asked } = fakeBrowser({ offersAutofill: async () => true });
    const h = setup(browser);
    h.flow.getState().startPasskeyAutofill();
    await vi.waitFor(() => expect(h.redirects).toHaveLength(1));
    expect(asked).toEqual([{ call: 'get', options: signInOptions, autofill: true }]);
    expect(callNames(h)).toEqual(['passkeyAuthenticationOptions', 'passkeySignIn']);
  });

  it('starts no autofill request while a submit runs, and starts one once it has failed', async () => {
    const { browser, asked } = fakeBrowser({ offersAutofill: async () => true });
    browser.get = (options, signal, autofill) => {
      asked.push({ call: 'get', options, ...(autofill ? { autofill } : {}) });
      return new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(domError('AbortError'))),
      );
    };
    const h = setup(browser);
    const check = deferred<ApiResult<'loginCheck'>>();
    h.api.answer('loginCheck', () => check.promise);
    h.typeCredentials();
    // The autofill asked for while the credentials are out (its calls still loading).
    const stop = h.flow.getState().startPasskeyAutofill();
    const submitted = h.flow.getState().signIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callNames(h)).toEqual(['loginCheck']);
    check.resolve(fakeFailure('credentials_invalid', 'Wrong password.'));
    await submitted;
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(callNames(h)).toEqual(['loginCheck', 'passkeyAuthenticationOptions']);
    stop();
  });

  it('says a passkey press whose code cannot be loaded got no answer, and loads it on the next press', async () => {
    const h = setup(fakeBrowser().browser, 'dealer');
    vi.doMock('./passkey-calls.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      await h.flow.getState().signInWithPasskey();
    } finally {
      vi.doUnmock('./passkey-calls.ts');
    }
    expect(h.flow.getState()).toMatchObject({ step: 'credentials', error: { code: 'network' } });
    expect(h.api.calls).toEqual([]);
    await h.flow.getState().signInWithPasskey();
    expect(callNames(h)).toEqual(['passkeyAuthenticationOptions', 'passkeySignIn']);
    expect(h.redirects).toHaveLength(1);
  });

  it('says nothing when the browser refuses the autofill request it said it offers, and says a refused pick', async () => {
    const refusal = { name: 'NotSupportedError' };
    const { browser, asked } = fakeBrowser({ offersAutofill: async () => true });
    browser.get = async (options, _signal, autofill) => {
      asked.push({ call: 'get', options, ...(autofill ? { autofill } : {}) });
      throw domError(refusal.name);
    };
    const h = setup(browser);
    h.flow.getState().startPasskeyAutofill();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.flow.getState()).toMatchObject({ status: 'idle', step: 'credentials' });
    expect(h.flow.getState().error).toBeUndefined();
    expect(h.toasts()).toEqual([]);

    // A passkey picked in the autofill that the device refuses is said.
    refusal.name = 'NotAllowedError';
    h.flow.getState().startPasskeyAutofill();
    await vi.waitFor(() => expect(h.flow.getState().error?.code).toBe('passkey_not_allowed'));
  });

  it('does nothing in the autofill where the browser offers none', async () => {
    const { browser, asked } = fakeBrowser({ offersAutofill: async () => false });
    const h = setup(browser);
    h.flow.getState().startPasskeyAutofill();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    expect(h.api.calls).toEqual([]);
  });
});
