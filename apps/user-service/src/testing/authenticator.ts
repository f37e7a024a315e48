import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the tests: a P-256 key made with node:crypto, WebAuthn's
// authenticatorData and clientDataJSON built by hand, and a 'none' attestation in CBOR. It makes
// what a browser would send, and lets a test bend any part of it (origin, RP ID, counter, flags).

/** What `navigator.credentials.create()`/`get()` were given: the service's options, as JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the options are the service's reply, read as JSON
type Options = any;

/** What a test may change about one ceremony. */
export interface CeremonyOverrides {
  /** The page's origin; default the authenticator's. */
  origin?: string;
  /** The RP ID hashed into authenticatorData; default the options' (or the authenticator's). */
  rpId?: string;
  /** The challenge signed; default the options'. */
  challenge?: string;
  /** The signature counter sent; default the authenticator's next. */
  counter?: number;
  /** User verified (the fingerprint); default true. */
  userVerified?: boolean;
  /** The ceremony type in clientDataJSON; default the right one. */
  type?: string;
  /** A registration's credential ID (base64url); default 32 random bytes. */
  credentialId?: string;
}

const flag = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 } as const;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

/** One passkey on one software device. */
export interface SoftPasskey {
  /** The credential ID (base64url). */
  id: string;
  /** The user handle the registration options named (base64url). */
  userHandle: string;
  rpId: string;
  privateKey: KeyObject;
  /** The counter the next assertion sends; null for a synced passkey (always 0). */
  counter: number | null;
}

/** A software authenticator for `origin`; `synced` passkeys report counter 0, as iCloud's do. */
export function softAuthenticator(origin: string, options: { synced?: boolean } = {}) {
  const synced = options.synced ?? true;
  const clientData = (type: string, challenge: string, overrides: CeremonyOverrides) =>
    Buffer.from(
      JSON.stringify({
        type: overrides.type ?? type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? origin,
        crossOrigin: false,
      }),
    );
  const flags = (overrides: CeremonyOverrides, extra = 0) =>
    flag.up |
    (overrides.userVerified === false ? 0 : flag.uv) |
    (synced ? flag.be | flag.bs : 0) |
    extra;

  return {
    /** Makes a passkey for `create` options; answers it and the browser's JSON result. */
    register(create: Options, overrides: CeremonyOverrides = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]);
      const credentialId =
        overrides.credentialId === undefined
          ? randomBytes(32)
          : Buffer.from(overrides.credentialId, 'base64url');
      const rpId: string = overrides.rpId ?? create.rp.id;
      const counter = overrides.counter ?? 0;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(overrides, flag.at)]),
        uint32(counter),
        Buffer.alloc(16),
        Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        Buffer.from(isoCBOR.encode(cose)),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      const id = credentialId.toString('base64url');
      const passkey: SoftPasskey = {
        id,
        userHandle: create.user.id,
        rpId,
        privateKey,
        counter: synced ? null : counter + 1,
      };
      const credential = {
        id,
        rawId: id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', create.challenge, overrides).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(attestation).toString('base64url'),
          transports: ['internal', 'hybrid'],
        },
      };
      return { passkey, credential };
    },

    /** Signs `get` options with `passkey`: the browser's JSON result of a passkey sign-in. */
    assert(passkey: SoftPasskey, get: Options, overrides: CeremonyOverrides = {}) {
      const counter = overrides.counter ?? passkey.counter ?? 0;
      if (passkey.counter !== null && overrides.counter === undefined) passkey.counter += 1;
      const authData = Buffer.concat([
        sha256(overrides.rpId ?? get.rpId ?? passkey.rpId),
        Buffer.from([flags(overrides)]),
        uint32(counter),
      ]);
      const data = clientData('webauthn.get', get.challenge, overrides);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: data.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: passkey.userHandle,
        },
      };
    },
  };
}
