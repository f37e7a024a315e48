import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/harness.ts';
import { createUser } from '../testing/test-users.ts';
import { createSiteApp } from './home-pages.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

async function page(type: 'customer' | 'dealer' | 'dealer-group', path: string) {
  const response = await createSiteApp(service.db, type).request(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('the post-sign-in sites', () => {
  it('show who signed in at /home/{kid}', async () => {
    const user = await createUser(service, 'dealer');
    const { status, html } = await page('dealer', `/home/${user.kid}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Forecourt Dealer site</title>');
    expect(html).toContain('<p data-testid="signed-in">Signed in.</p>');
    expect(html).toContain(`<dd data-testid="username">${user.username}</dd>`);
    expect(html).toContain('<dd>Test User</dd>');
  });

  it('mark the admin view at /home/{kid}/admin', async () => {
    const user = await createUser(service, 'dealer-group');
    const { html } = await page('dealer-group', `/home/${user.kid}/admin`);
    expect(html).toContain('<title>Forecourt Dealer Group site</title>');
    expect(html).toContain('Signed in (admin view).');
  });

  it('show nobody for an unknown kid, a user of another type, or a pending registration', async () => {
    const customer = await createUser(service, 'customer');
    const pending = await createUser(service, 'dealer');
    await service.db
      .updateTable('users')
      .set({ status: 'pending' })
      .where('id', '=', pending.id)
      .execute();
    for (const path of ['/home/unknown', `/home/${customer.kid}`, `/home/${pending.kid}`]) {
      const { status, html } = await page('dealer', path);
      expect(status).toBe(200);
      expect(html).toContain('No signed-in user was found for this address.');
      expect(html).not.toContain('data-testid="signed-in"');
    }
  });

  it('escape everything they show, and forbid scripts by policy', async () => {
    const user = await createUser(service, 'customer');
    await service.db
      .updateTable('users')
      .set({
        name: '<script>alert(1)</script>',
        surname: '"&\'',
        username: '<img src=x onerror=alert(2)>',
      })
      .where('id', '=', user.id)
      .execute();
    const { html, headers } = await page('customer', `/home/${user.kid}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;&#39;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('do not echo the kid of an unknown address', async () => {
    const { html } = await page('customer', '/home/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert(1)');
  });

  it('point a visitor of / to the portal', async () => {
    const { html } = await page('customer', '/');
    expect(html).toContain('Sign in through the portal to land here.');
  });
});
