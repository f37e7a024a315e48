/** Where the build leaves the policy's source for its start script ('sha256-...'), in dist. */
export const startScriptHashFile = 'start-script.sha256.txt';

/**
 * The security headers of a portal response that a browser can show as a document (the pages,
 * the SVG logo, error texts). The same policy is documented for a real web server in
 * docs/deployment.md; reCAPTCHA needs its script and frame origins, nothing else does.
 * `startScriptSource` is the build's hash of the pages' one inline script (start-script.ts).
 */
export function securityHeaders(
  apiOrigins: readonly string[],
  startScriptSource: string,
): Record<string, string> {
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

/**
 * The security header of a response that is only ever a page's subresource (scripts, styles,
 * JSON, raster images, fonts). The policy, the referrer policy, the opener policy and the
 * permissions policy act on documents only; sent with each of a page's files, over HTTP/1.1 they
 * cost about 640 bytes a file, 8-11.5 KB of a slow connection before a page's first call.
 * `nosniff` does act on scripts and styles, so it stays.
 */
export const subresourceHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Content types served only as subresources and never run as a document of their own: scripts,
 * styles, JSON, raster images, fonts. Anything else (pages, the SVG logo, which could hold a
 * script, error texts, an unknown type) gets the document headers.
 */
const subresourceTypes =
  /^(text\/javascript|text\/css|application\/json|image\/(png|webp|avif)|font\/woff2)(;|$)/;

/** The headers for a response of `contentType`: `document`'s, or only `subresourceHeaders`. */
export function headersFor(
  contentType: string,
  document: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return subresourceTypes.test(contentType) ? subresourceHeaders : document;
}
