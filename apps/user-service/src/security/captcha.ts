import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** Asks the captcha service whether a token is genuine. */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The token the development stand-in widget produces (accepted only without a secret). */
export const developmentCaptchaToken = 'dev-captcha-token';

const googleVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA's verify endpoint; any network or parse failure counts as "not verified". */
export function recaptchaVerifier(secret: string, fetcher: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      try {
        const response = await fetcher(googleVerifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

/** Decides one captcha: `required` says whether a missing token fails. */
export interface CaptchaGate {
  /** Whether a verifier (a secret) is configured; then every first step needs a token. */
  readonly enforced: boolean;
  check(token: string | undefined, remoteIp: string, required: boolean): Promise<boolean>;
}

/**
 * With a verifier: the token must be new (spent tokens are recorded, hashed) and verified; any
 * error fails closed. Without one (development): only the stand-in's token passes.
 */
export function createCaptchaGate(
  db: Database,
  clock: Clock,
  verifier: CaptchaVerifier | undefined,
): CaptchaGate {
  return {
    enforced: verifier !== undefined,
    async check(token, remoteIp, required) {
      if (token === undefined || token === '') return !required && verifier === undefined;
      if (verifier === undefined) return token === developmentCaptchaToken;
      const tokenHash = createHash('sha256').update(token).digest('base64url');
      try {
        const fresh = await db
          .insertInto('captcha_uses')
          .values({ token_hash: tokenHash, used_at: clock.now() })
          .onConflict((conflict) => conflict.column('token_hash').doNothing())
          .returning('token_hash')
          .executeTakeFirst();
        return fresh !== undefined && (await verifier.verify(token, remoteIp));
      } catch {
        return false;
      }
    },
  };
}
