import { describe, expect, it } from 'vitest';
import { buildPostSignInUrl } from './redirect.ts';

const sites = {
  customerURL: 'https://customer.example.com',
  dealerURL: 'https://dealer.example.com/portal/',
  dealerGroupURL: 'https://group.example.com',
};

describe('buildPostSignInUrl', () => {
  it('goes to /home/{kid} of the site of the user type', () => {
    expect(buildPostSignInUrl(sites, 'customer', 'abc-123')).toEqual({
      ok: true,
      url: 'https://customer.example.com/home/abc-123',
    });
    expect(buildPostSignInUrl(sites, 'dealer', 'abc')).toEqual({
      ok: true,
      url: 'https://dealer.example.com/portal/home/abc',
    });
    expect(buildPostSignInUrl(sites, 'dealer-group', 'g_1')).toEqual({
      ok: true,
      url: 'https://group.example.com/home/g_1',
    });
  });

  it('adds /admin for an admin sign-in', () => {
    expect(buildPostSignInUrl(sites, 'customer', 'abc', { admin: true })).toEqual({
      ok: true,
      url: 'https://customer.example.com/home/abc/admin',
    });
  });

  it.each([
    ['../x'],
    ['//evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['abc\r\nSet-Cookie: x=1'],
    ['abc\n'],
    ['..'],
    ['.'],
    [''],
    ['a/b'],
    ['a?b'],
    ['a#b'],
    ['%2e%2e'],
  ])('refuses the kid %j', (kid) => {
    expect(buildPostSignInUrl(sites, 'customer', kid)).toMatchObject({ ok: false });
  });

  it('refuses when the site for the user type is not an http(s) address', () => {
    expect(
      buildPostSignInUrl({ ...sites, customerURL: 'javascript:alert(1)' }, 'customer', 'abc'),
    ).toMatchObject({ ok: false });
    expect(
      buildPostSignInUrl({ ...sites, customerURL: 'not a url' }, 'customer', 'abc'),
    ).toMatchObject({ ok: false });
  });

  it('refuses a result whose path is not the home path (a site address ending in a query)', () => {
    const withQuery = { ...sites, customerURL: 'https://customer.example.com/?next=' };
    expect(buildPostSignInUrl(withQuery, 'customer', 'abc')).toMatchObject({ ok: false });
  });
});
