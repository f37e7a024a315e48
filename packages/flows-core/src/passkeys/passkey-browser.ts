import type { KeyValueStorage } from '../countdown/storage.ts';

export type { PasskeyCeremonyCode } from './ceremony-code.ts';

// The browser's side of passkeys (WebAuthn), injected into flows (`FlowDeps.passkeys`) so they
// run under Node with fakes; `webAuthnBrowser` is the browser's own, with WebAuthn's JSON forms in
// and out (the service speaks them; no library converts them by hand).

/** What the browser can do with passkeys, and its two ceremonies. */
export interface PasskeyBrowser {
  /**
   * Whether this device can make and use a passkey that verifies its person (a fingerprint, a
   * face, a screen lock): the offer after a code sign-in is made only then.
   */
  canHold(): Promise<boolean>;
  /** Whether the browser offers passkeys in a username field's autofill. */
  offersAutofill(): Promise<boolean>;
  /** Makes a passkey from the service's options; resolves with the credential as JSON. */
  create(options: PasskeyOptions, signal: AbortSignal): Promise<unknown>;
  /**
   * Signs the service's challenge with a passkey the person picks: in the browser's own dialog,
   * or, with `autofill`, from the username field's autofill. Resolves with the credential as JSON.
   */
  get(options: PasskeyOptions, signal: AbortSignal, autofill?: boolean): Promise<unknown>;
}

/** What flows need for passkeys; without it (`FlowDeps.passkeys` absent) they offer none. */
export interface PasskeyDeps {
  /** The browser's ceremonies (`webAuthnBrowser()` in a page). */
  browser: PasskeyBrowser;
  /**
   * Where 'Not now' is remembered for this device (e.g. localStorage); without it the offer
   * returns on the next sign-in.
   */
  storage?: KeyValueStorage;
}

/** WebAuthn options as JSON, as the service sends them (the challenge inside). */
export type PasskeyOptions = { challenge: string } & Record<string, unknown>;

/** The parts of `PublicKeyCredential` (WebAuthn Level 3) used here. */
type CredentialClass = {
  isUserVerifyingPlatformAuthenticatorAvailable(): Promise<boolean>;
  isConditionalMediationAvailable?(): Promise<boolean>;
  parseCreationOptionsFromJSON?(options: unknown): CredentialCreationOptions['publicKey'];
  parseRequestOptionsFromJSON?(options: unknown): CredentialRequestOptions['publicKey'];
};

/** The browser's own WebAuthn, read from `scope` (`globalThis` in a page). */
export function webAuthnBrowser(
  scope: {
    PublicKeyCredential?: unknown;
    navigator?: { credentials?: Pick<CredentialsContainer, 'create' | 'get'> };
  } = globalThis,
): PasskeyBrowser {
  const credential = scope.PublicKeyCredential as CredentialClass | undefined;
  const container = scope.navigator?.credentials;
  // Without the JSON forms (browsers before 2024) the page would convert them itself: such a
  // browser is treated as one without passkeys.
  const parse = credential?.parseCreationOptionsFromJSON && credential.parseRequestOptionsFromJSON;
  const usable = Boolean(container && parse);
  const unsupported = () =>
    Promise.reject(Object.assign(new Error('passkeys unsupported'), { name: 'NotSupportedError' }));
  const asJson = (made: Credential | null) => {
    const json = (made as { toJSON?: () => unknown } | null)?.toJSON?.();
    if (json === undefined)
      throw Object.assign(new Error('no credential'), { name: 'NotAllowedError' });
    return json;
  };
  return {
    async canHold() {
      if (!usable || !credential) return false;
      return credential.isUserVerifyingPlatformAuthenticatorAvailable().catch(() => false);
    },
    async offersAutofill() {
      if (!usable || !credential?.isConditionalMediationAvailable) return false;
      return credential.isConditionalMediationAvailable().catch(() => false);
    },
    async create(options, signal) {
      if (!usable || !container || !credential?.parseCreationOptionsFromJSON) return unsupported();
      const publicKey = credential.parseCreationOptionsFromJSON(options);
      return asJson(await container.create({ publicKey, signal }));
    },
    async get(options, signal, autofill = false) {
      if (!usable || !container || !credential?.parseRequestOptionsFromJSON) return unsupported();
      const publicKey = credential.parseRequestOptionsFromJSON(options);
      return asJson(
        await container.get({
          publicKey,
          signal,
          ...(autofill ? { mediation: 'conditional' } : {}),
        }),
      );
    },
  };
}
