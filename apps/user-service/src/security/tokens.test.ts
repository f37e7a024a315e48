import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/harness.ts';
import { createSessionTokens, signingKeys } from './tokens.ts';

const pemOf = (type: 'ed25519' | 'x25519') =>
  generateKeyPairSync(type as 'ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('signingKeys', () => {
  it('reads an Ed25519 PKCS#8 key, and tokens it signs verify with its public half', async () => {
    const keys = signingKeys(pemOf('ed25519'), 'k1');
    expect(keys.keyId).toBe('k1');
    const tokens = createSessionTokens(keys, fakeClock(), 900);
    const token = await tokens.sign({ kid: 'abc', type: 'dealer', version: 0 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      typ: 'JWT',
      kid: 'k1',
    });
    expect(await tokens.verify(token)).toMatchObject({
      kid: 'abc',
      type: 'dealer',
      role: 'dealer',
    });
  });

  it('refuses a key of another type', () => {
    expect(() => signingKeys(pemOf('x25519'), 'k1')).toThrow('JWT_PRIVATE_KEY must be Ed25519');
  });

  it('does not accept a token minted for one portal type as another type', async () => {
    const keys = signingKeys(undefined, 'k');
    const tokens = createSessionTokens(keys, fakeClock(), 900);
    const token = await tokens.sign({ kid: 'abc', type: 'customer', version: 0 });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, type: 'dealer', version: 0 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${edited}.${signature}`)).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });
});
