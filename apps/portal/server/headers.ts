import { startScriptSource } from './start-script.ts';

/**
 * The security headers of every portal response. The same policy is documented for a real web
 * server in docs/deployment.md; reCAPTCHA needs its script and frame origins, nothing else does.
 */
export function securityHeaders(apiOrigins: readonly string[]): Record<string, string> {
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${startScriptSource} ${recaptcha.join(' ')}`,
    `frame-src ${['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'].join(' ')}`,
    `connect-src 'self' ${apiOrigins.join(' ')}`.trim(),
    "img-src 'self' data:",
    "style-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
