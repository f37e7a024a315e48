import { hash, verify } from '@node-rs/argon2';
import type { HashingCost } from '../config.ts';

/** Hashes and checks passwords; `verifyUnknown` burns the same time for a user that does not exist. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Runs a verification against a throwaway hash and answers false (no user-existence timing). */
  verifyUnknown(password: string): Promise<false>;
}

/** The two Argon2 primitives the hasher uses (the real library unless a test counts calls). */
export interface Argon2Primitives {
  hash(password: string, options: HashingCost & { outputLen: number }): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** Argon2id (the library's default algorithm) with `cost`. */
export function argon2Hasher(
  cost: HashingCost,
  argon2: Argon2Primitives = { hash, verify },
): PasswordHasher {
  const options = { ...cost, outputLen: 32 };
  // Made now, not on the first unknown username: that request would pay a hash and a verify,
  // twice the time of a wrong password, and tell an attacker the name does not exist.
  const dummy = argon2.hash('not-a-real-password', options);
  dummy.catch(() => {}); // a failure surfaces in verifyUnknown, not as an unhandled rejection
  const hasher: PasswordHasher = {
    hash: (password) => argon2.hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await argon2.verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyUnknown(password) {
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  return hasher;
}
