import { describe, expect, it } from 'vitest';
import { passkeyCeremonyCode } from './ceremony-code.ts';
import { webAuthnBrowser } from './passkey-browser.ts';

const error = (name: string) => Object.assign(new Error(name), { name });

/** A page's WebAuthn as far as `webAuthnBrowser` reads it, recording what it was asked. */
function page(platform = true, autofill = true) {
  const asked: { call: string; options: unknown }[] = [];
  const credential = (kind: string) => ({ toJSON: () => ({ id: `${kind}-1` }) });
  return {
    asked,
    scope: {
      PublicKeyCredential: {
        isUserVerifyingPlatformAuthenticatorAvailable: async () => platform,
        isConditionalMediationAvailable: async () => autofill,
        parseCreationOptionsFromJSON: (json: unknown) => ({ parsed: json }),
        parseRequestOptionsFromJSON: (json: unknown) => ({ parsed: json }),
      },
      navigator: {
        credentials: {
          create: async (options: unknown) => {
            asked.push({ call: 'create', options });
            return credential('made') as unknown as Credential;
          },
          get: async (options: unknown) => {
            asked.push({ call: 'get', options });
            return credential('used') as unknown as Credential;
          },
        },
      },
    },
  };
}

describe('the browser passkey calls', () => {
  it("parse the service's JSON options and give the credential back as JSON", async () => {
    const { scope, asked } = page();
    const browser = webAuthnBrowser(scope);
    const signal = new AbortController().signal;
    expect(await browser.canHold()).toBe(true);
    expect(await browser.offersAutofill()).toBe(true);
    expect(await browser.create({ challenge: 'c1' }, signal)).toEqual({ id: 'made-1' });
    expect(await browser.get({ challenge: 'c2' }, signal, true)).toEqual({ id: 'used-1' });
    expect(await browser.get({ challenge: 'c3' }, signal)).toEqual({ id: 'used-1' });
    expect(asked).toEqual([
      { call: 'create', options: { publicKey: { parsed: { challenge: 'c1' } }, signal } },
      {
        call: 'get',
        options: { publicKey: { parsed: { challenge: 'c2' } }, signal, mediation: 'conditional' },
      },
      { call: 'get', options: { publicKey: { parsed: { challenge: 'c3' } }, signal } },
    ]);
  });

  it('say a device without a platform authenticator or autofill cannot hold one or offer it', async () => {
    const browser = webAuthnBrowser(page(false, false).scope);
    expect(await browser.canHold()).toBe(false);
    expect(await browser.offersAutofill()).toBe(false);
  });

  it('treat a browser without WebAuthn or its JSON forms as one without passkeys', async () => {
    const none = webAuthnBrowser({});
    expect(await none.canHold()).toBe(false);
    expect(await none.offersAutofill()).toBe(false);
    const signal = new AbortController().signal;
    await expect(none.get({ challenge: 'c' }, signal)).rejects.toMatchObject({
      name: 'NotSupportedError',
    });
    const { scope } = page();
    const old = webAuthnBrowser({
      ...scope,
      PublicKeyCredential: {
        isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
      },
    });
    expect(await old.canHold()).toBe(false);
    await expect(old.create({ challenge: 'c' }, signal)).rejects.toMatchObject({
      name: 'NotSupportedError',
    });
  });

  it.each([
    ['AbortError', 'passkey_cancelled'],
    ['NotAllowedError', 'passkey_not_allowed'],
    ['InvalidStateError', 'passkey_not_allowed'],
    ['NotSupportedError', 'passkey_unsupported'],
    ['SecurityError', 'passkey_unsupported'],
  ] as const)('read a %s as %s', (name, code) => {
    expect(passkeyCeremonyCode(error(name))).toBe(code);
  });

  it('read anything else thrown as unsupported', () => {
    expect(passkeyCeremonyCode(new TypeError('x is not a function'))).toBe('passkey_unsupported');
    expect(passkeyCeremonyCode('odd')).toBe('passkey_unsupported');
  });
});
