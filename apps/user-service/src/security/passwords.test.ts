import { describe, expect, it } from 'vitest';
import { cheapHashing } from '../testing/harness.ts';
import { type Argon2Primitives, argon2Hasher } from './passwords.ts';

/** The real primitives, counted. */
async function counted() {
  const real = await import('@node-rs/argon2');
  const calls = { hash: 0, verify: 0 };
  const primitives: Argon2Primitives = {
    hash: (password, options) => {
      calls.hash += 1;
      return real.hash(password, options);
    },
    verify: (passwordHash, password) => {
      calls.verify += 1;
      return real.verify(passwordHash, password);
    },
  };
  return { calls, primitives };
}

describe('argon2Hasher', () => {
  it('hashes with Argon2id and verifies the right password only', async () => {
    const hasher = argon2Hasher(cheapHashing);
    const stored = await hasher.hash('Sturdy#Pass1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(stored, 'Sturdy#Pass1')).toBe(true);
    expect(await hasher.verify(stored, 'Sturdy#Pass2')).toBe(false);
  });

  it('answers false, not an error, for a stored hash that is not Argon2', async () => {
    expect(await argon2Hasher(cheapHashing).verify('not-a-hash', 'x')).toBe(false);
  });

  it('does the same work for an unknown user as for a wrong password, from the first request on', async () => {
    const { calls, primitives } = await counted();
    const hasher = argon2Hasher(cheapHashing, primitives);
    // The throwaway hash is made when the hasher is, not during the first unknown-user request.
    expect(calls.hash).toBe(1);
    const stored = await hasher.hash('Sturdy#Pass1');
    const before = { ...calls };
    expect(await hasher.verifyUnknown('Sturdy#Pass1')).toBe(false);
    expect(calls).toEqual({ hash: before.hash, verify: before.verify + 1 });
    expect(await hasher.verify(stored, 'wrong')).toBe(false);
    expect(calls).toEqual({ hash: before.hash, verify: before.verify + 2 });
  });
});
