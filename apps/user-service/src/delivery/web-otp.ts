// The origin-bound one-time code line of the WebOTP API (https://wicg.github.io/web-otp/): an SMS
// whose last line is `@<host> #<code>` lets a browser on <host> read the code and fill it in.

const hostPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** True when `host` is a host name the WebOTP line can carry (lower case, no port or path). */
export function isWebOtpHost(host: string): boolean {
  return hostPattern.test(host);
}

/**
 * `text` with the WebOTP line `@<host> #<code>` as its own last line, or `text` unchanged when
 * no host is set (the line is then left out).
 */
export function withWebOtpLine(text: string, code: string, host: string | undefined): string {
  return host === undefined ? text : `${text}\n\n@${host} #${code}`;
}
