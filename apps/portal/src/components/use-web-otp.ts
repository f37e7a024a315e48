import { useEffect, useEffectEvent } from 'react';

// The WebOTP API (https://wicg.github.io/web-otp/) is not in TypeScript's DOM library yet.
interface OtpCredentialRequest {
  otp: { transport: ['sms'] };
  signal: AbortSignal;
}
interface OtpCredentials {
  get(request: OtpCredentialRequest): Promise<unknown>;
}

/** True when the browser can read a code from an origin-bound SMS (WebOTP). */
export function hasWebOtp(): boolean {
  return (
    typeof window !== 'undefined' &&
    'OTPCredential' in window &&
    typeof navigator.credentials?.get === 'function'
  );
}

function codeOf(credential: unknown): string | undefined {
  if (typeof credential !== 'object' || credential === null || !('code' in credential)) return;
  return typeof credential.code === 'string' ? credential.code : undefined;
}

/** Options of {@link useWebOtp}. */
export interface WebOtpOptions {
  /** Ask while true; turning false aborts the request (e.g. while a code is being checked). */
  active: boolean;
  /** A new value aborts the request and asks again (e.g. when another code was sent). */
  askAgainKey?: unknown;
  /** Called once per request with the code the SMS carried. */
  onCode(code: string): void;
}

/**
 * Asks the browser for the code of the SMS the service sends (WebOTP: the SMS ends with the line
 * `@<host> #<code>`) while `active`, and hands it to `onCode`. Aborted when inactive, when
 * `askAgainKey` changes (then asked again) and on unmount. A browser without the API, a refusal,
 * a timeout or an abort changes nothing: the person types the code.
 */
export function useWebOtp({ active, askAgainKey, onCode }: WebOtpOptions): void {
  // The latest callback, without restarting the request on every render.
  const deliver = useEffectEvent(onCode);

  // biome-ignore lint/correctness/useExhaustiveDependencies: askAgainKey restarts the request.
  useEffect(() => {
    if (!active || !hasWebOtp()) return;
    const controller = new AbortController();
    const credentials = navigator.credentials as unknown as OtpCredentials;
    credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal })
      .then((credential) => {
        const code = codeOf(credential);
        if (code !== undefined && !controller.signal.aborted) deliver(code);
      })
      .catch(() => {
        // Aborted, refused or timed out: the person types the code instead.
      });
    return () => controller.abort();
  }, [active, askAgainKey]);
}
