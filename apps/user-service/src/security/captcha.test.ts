import { describe, expect, it } from 'vitest';
import { recaptchaVerifier } from './captcha.ts';

/** A fetch stand-in answering `reply` (or throwing it) and recording what was sent. */
function fakeFetch(reply: Response | Error) {
  const sent: Array<{ url: string; body: string }> = [];
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: String(init?.body) });
    if (reply instanceof Error) throw reply;
    return reply;
  }) as typeof fetch;
  return { fetcher, sent };
}

describe('recaptchaVerifier', () => {
  it('posts secret, token and client address to Google and believes only success: true', async () => {
    const yes = fakeFetch(Response.json({ success: true }));
    expect(await recaptchaVerifier('s3cret', yes.fetcher).verify('tok', '203.0.113.1')).toBe(true);
    expect(yes.sent[0]?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(new URLSearchParams(yes.sent[0]?.body).toString()).toBe(
      'secret=s3cret&response=tok&remoteip=203.0.113.1',
    );
    const no = fakeFetch(Response.json({ success: false }));
    expect(await recaptchaVerifier('s', no.fetcher).verify('tok', 'ip')).toBe(false);
    const truthy = fakeFetch(Response.json({ success: 'true' }));
    expect(await recaptchaVerifier('s', truthy.fetcher).verify('tok', 'ip')).toBe(false);
  });

  it('fails closed on an HTTP error, a body that is not JSON, or a network failure', async () => {
    for (const reply of [
      new Response('down', { status: 503 }),
      new Response('<html>', { status: 200 }),
      new Error('ECONNRESET'),
    ]) {
      expect(await recaptchaVerifier('s', fakeFetch(reply).fetcher).verify('tok', 'ip')).toBe(
        false,
      );
    }
  });
});
