import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { type SessionClaims, sessionClaimsSchema } from '@forecourt/contract';
import { type PortalType, roleOf } from '@forecourt/validators';
import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod/mini';
import type { Clock } from '../clock.ts';

const issuer = 'forecourt-user-service';
const algorithm = 'EdDSA';

/** The Ed25519 key pair that signs session tokens, and the id published in the JWT header. */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
}

/** Keys from a PKCS#8 PEM, or a fresh pair (development: tokens die with the process). */
export function signingKeys(pem: string | undefined, keyId: string): SigningKeys {
  if (pem === undefined) {
    const pair = generateKeyPairSync('ed25519');
    return { privateKey: pair.privateKey, publicKey: pair.publicKey, keyId };
  }
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('JWT_PRIVATE_KEY must be Ed25519');
  return { privateKey, publicKey: createPublicKey(privateKey), keyId };
}

/** The audience of a type's token: the post-sign-in site it is meant for. */
export function audienceOf(type: PortalType): string {
  return `forecourt-${type}`;
}

/** Who a token is for. */
export interface SessionSubject {
  kid: string;
  type: PortalType;
  /** The admin username, when an admin signs in on the user's behalf. */
  impersonatedBy?: string | undefined;
  /** The user's session version (a password reset moves it on, ending older tokens). */
  version: number;
}

/** Signs and verifies session tokens (EdDSA, issuer and audience pinned, expiry by `clock`). */
export interface SessionTokens {
  sign(subject: SessionSubject): Promise<string>;
  /** The claims, or null for anything not signed by us, expired, or malformed. */
  verify(token: string): Promise<SessionClaims | null>;
}

/** Session tokens living `ttlSeconds`. */
export function createSessionTokens(
  keys: SigningKeys,
  clock: Clock,
  ttlSeconds: number,
): SessionTokens {
  return {
    async sign({ kid, type, impersonatedBy, version }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const admin = impersonatedBy === undefined ? {} : { admin: true, impersonatedBy };
      return new SignJWT({ kid, type, role: roleOf(type), ver: version, ...admin })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT', kid: keys.keyId })
        .setIssuer(issuer)
        .setAudience(audienceOf(type))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(keys.privateKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          algorithms: [algorithm],
          issuer,
          currentDate: clock.now(),
        });
        const claims = z.safeParse(sessionClaimsSchema, payload);
        if (!claims.success || claims.data.aud !== audienceOf(claims.data.type)) return null;
        return claims.data;
      } catch {
        return null;
      }
    },
  };
}
