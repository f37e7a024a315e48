// @vitest-environment node
// The build-time render runs in Node (server/prerender.ts), without a DOM.
import { describe, expect, it } from 'vitest';
import english from '../../public/i18n/en.json';
import { catalogueFingerprint } from '../i18n/translate.ts';
import { prerenderedPaths, renderPage } from './prerender.tsx';

describe('renderPage', () => {
  it("renders a sign-in page's first step, with what taking it over needs", async () => {
    const page = await renderPage('/login/customer', english);
    expect(page.path).toBe('/login/customer');
    expect(page.html).toContain('Welcome to customer portal. Here is where you Login.');
    expect(page.html).toContain(english['flow.login.step.credentials']);
    expect(page.html).toMatch(/<input[^>]*name="username"/);
    expect(page.fingerprint).toBe(catalogueFingerprint(english));
    expect(page.modules).toEqual(['src/screens/login/login-screen.tsx']);
    expect(page).toMatchObject({ firstCall: 'on press', enhancements: [] });
    // GUIDE-41: the head carries the first step's title, the portal named in words.
    expect(page.title).toBe('Enter your username and password - Customer sign-in - Forecourt');
  });

  it('titles every prerendered page uniquely (GUIDE-40, GUIDE-41)', async () => {
    const titles = await Promise.all(
      prerenderedPaths().map(async (path) => (await renderPage(path, english)).title),
    );
    for (const title of titles) expect(title).toMatch(/ - Forecourt$/);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('Company details - Dealer group registration - Forecourt');
    expect(titles).toContain('Choose your portal - Forecourt');
    expect(titles.join(' ')).not.toContain('dealer-group');
  });

  // React takes a suspense boundary over on its own, after what is around it; an update from
  // the screen reaching it before (the flow's resume, a captcha click kept from before the
  // takeover) makes React render it afresh, losing what was typed into it and the press kept for
  // it. (The router's boundary around the whole screen holds the flow too: nothing reaches in.)
  it("puts no suspense boundary between a screen's card and its first step's form", async () => {
    for (const path of prerenderedPaths()) {
      const { html, firstCall } = await renderPage(path, english);
      if (firstCall === 'none') continue;
      const before = html.slice(html.indexOf('<section'), html.indexOf('<form'));
      const opened = before.match(/<!--\$[?!]?-->/g)?.length ?? 0;
      const closed = before.match(/<!--\/\$-->/g)?.length ?? 0;
      expect({ path, boundaries: opened - closed }).toEqual({ path, boundaries: 0 });
    }
  });

  it('renders in the texts it is given, and fingerprints them', async () => {
    const afrikaans = { ...english, 'idLogin.heading': 'Meld aan met ID' };
    const page = await renderPage('/id-login/dealer', afrikaans);
    expect(page.html).toContain('Meld aan met ID');
    expect(page.fingerprint).toBe(catalogueFingerprint(afrikaans));
    expect(page.fingerprint).not.toBe(catalogueFingerprint(english));
  });

  it('says the landing page has no form', async () => {
    const page = await renderPage('/', english);
    expect(page).toMatchObject({ firstCall: 'none', enhancements: [] });
    expect(page.modules).toEqual(['src/screens/landing/landing-screen.tsx']);
  });

  it("adds a registration page's own form and its enhancements to what it needs, and says whose first step calls at once", async () => {
    const page = await renderPage('/register/dealer-group', english);
    expect(page.modules).toEqual([
      'src/screens/register/register-screen.tsx',
      'src/screens/register/dealer-group-registration-screen.tsx',
    ]);
    expect(page.enhancements).toEqual(['src/screens/register/autocomplete-field.tsx']);
    expect(page.firstCall).toBe('on load');
    const customer = await renderPage('/register/customer', english);
    expect(customer.modules).toContain('src/screens/register/customer-registration-screen.tsx');
    expect(customer.enhancements).toEqual([]);
    expect(customer.firstCall).toBe('on press');
  });

  it('refuses a path no route shows, and texts that are not a JSON object', async () => {
    await expect(renderPage('/no/such/page', english)).rejects.toThrow(
      'prerender: no route shows /no/such/page',
    );
    await expect(renderPage('/login/bank', english)).rejects.toThrow('no route shows');
    await expect(renderPage('/', ['not', 'an', 'object'])).rejects.toThrow(
      'the catalogue is not a JSON object',
    );
  });
});
