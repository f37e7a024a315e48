import { expect, test } from '@playwright/test';
import { resolveCaptcha, stepHeading, textbox } from '../support/portal.ts';
import { demo } from '../support/users.ts';

// Every route's first step is written into the page at build time and painted before any script
// runs; the portal then takes the page over (docs/performance.md).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and a login page show their content and ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Portals' }).getByRole('link')).toHaveCount(
      6,
    );

    await page.goto('/login/dealer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to dealer portal. Here is where you Login.',
    );
    await expect(textbox(page, 'Username')).toBeVisible();
    await expect(textbox(page, 'Password')).toBeVisible();
    // Nothing can be sent before the portal runs: the captcha is not there yet.
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(page.getByText('Loading captcha…')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Now!!!' })).toHaveAttribute(
      'href',
      '/register/dealer',
    );
  });
});

// A page's address may name a later step (a reload there, a link): the step history shows only
// after the takeover, so the page is still taken over as it was prerendered.
for (const url of ['/forgot-username/dealer-group', '/login/dealer?step=channel']) {
  test(`the portal takes the prerendered page over without painting it again: ${url}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // React reports a page it could not take over (and rendered afresh) as an uncaught error.
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
      });
    });
    await page.goto(url);
    await page.waitForFunction(
      () => performance.getEntriesByName('forecourt:interactive').length > 0,
    );
    const same = await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading,
    );
    expect(same).toBe(true);
    expect(errors).toEqual([]);
  });
}

// With a later step in its address a page's first render is still its prerendered one (the step
// history reads the address once mounted), so one load a page takes over both.
test('every prerendered page with a later step in its address is taken over without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const pages = [
    'login/{type}',
    'login/{type}/admin',
    'id-login/{type}',
    'forgot-username/{type}',
    'forgot-password/{type}',
    'register/{type}',
  ];
  for (const type of ['customer', 'dealer', 'dealer-group']) {
    for (const path of pages) {
      await page.goto(`/${path.replace('{type}', type)}?step=code`);
      await page.waitForFunction(
        () => performance.getEntriesByName('forecourt:interactive').length > 0,
      );
    }
  }
  expect(errors).toEqual([]);
});

test('what is typed before the portal takes the page over is kept and sent', async ({ page }) => {
  // Hold the app's entry back so the fields are filled while the page is still plain HTML.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/login/customer', { waitUntil: 'domcontentloaded' });
  await textbox(page, 'Username').fill(demo.customer.username);
  await textbox(page, 'Password').fill(demo.customer.password);
  await resolveCaptcha(page);
  await expect(textbox(page, 'Username')).toHaveValue(demo.customer.username);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
});

test('/login/customer asks for its later steps, toasts and overlay only once its first call has left', async ({
  page,
}) => {
  const later = /\/assets\/(channel-step|otp-step|step-nav|toast-host|overlay-host)-[\w-]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    const chunk = later.exec(url)?.[1];
    // The passkey autofill's challenge (asked for when idle, quiet) is not the first call.
    if (url.endsWith('/user/v1/passkeys/authentication/options')) challenges += 1;
    else if (url.startsWith('/user/v1/')) asked.push('call');
    else if (chunk) asked.push(chunk);
  });
  let challenges = 0;
  await page.goto('/login/customer');
  await page.waitForFunction(
    () => performance.getEntriesByName('forecourt:interactive').length > 0,
  );
  await textbox(page, 'Username').fill(demo.customer.username);
  await textbox(page, 'Password').fill(demo.customer.password);
  await resolveCaptcha(page);
  // Long enough for the browser to be idle (and for a preload on idle to have been asked for).
  await page.waitForTimeout(2500);
  expect(asked).toEqual([]);
  expect(challenges).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(asked[0]).toBe('call');
  expect(asked).toContain('channel-step');
});
