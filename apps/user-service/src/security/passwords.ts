import { hash, verify } from '@node-rs/argon2';
import type { HashingCost } from '../config.ts';

/** Hashes and checks passwords; `verifyUnknown` burns the same time for a user that does not exist. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Runs a verification against a throwaway hash and answers false (no user-existence timing). */
  verifyUnknown(password: string): Promise<false>;
}

/** Argon2id (the library's default algorithm) with `cost`. */
export function argon2Hasher(cost: HashingCost): PasswordHasher {
  const options = { ...cost, outputLen: 32 };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyUnknown(password) {
      dummy ??= hash('not-a-real-password', options);
      await hasher.verify(await dummy, password);
      return false;
    },
  };
  return hasher;
}
