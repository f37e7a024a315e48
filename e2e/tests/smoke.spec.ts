import { expect, test } from '@playwright/test';

test('the landing page shows its heading and the six portal entries', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portals' }).getByRole('link')).toHaveCount(6);
});

test('the preview server sends the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test("a page's scripts, styles and texts carry nosniff only; its SVG logo the policy", async ({
  request,
}) => {
  const page = await (await request.get('/login/customer')).text();
  const files = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  for (const file of [...files, '/config.json', '/i18n/en.json']) {
    const headers = (await request.get(file)).headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    expect(headers['content-security-policy'], file).toBeUndefined();
    expect(headers['permissions-policy'], file).toBeUndefined();
  }
  const logo = (await request.get('/logo.svg')).headers();
  expect(logo['content-security-policy']).toContain("default-src 'self'");
  expect(logo['x-content-type-options']).toBe('nosniff');
});
