import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';

// GUIDE-62: axe finds nothing on any page of the portal in any of its three languages. Every
// route's first step in English on the narrowest phone the portal is built for (320 px); every
// screen in Afrikaans and isiZulu at a desktop size (a screen is the same for the three portal
// types but for their names). The later steps are swept in guidance.spec.ts.

/** One route of each screen, with the landing page and the not-found page. */
const screens = [
  '/',
  '/login/customer',
  '/login/customer/admin',
  '/id-login/customer',
  '/forgot-username/customer',
  '/forgot-password/customer',
  '/register/customer',
  '/register/dealer',
  '/register/dealer-group',
  '/no-such-page',
];
/**
 * Every route of every portal type (the pages the build wrote, as its list of them names them:
 * the suite serves that build), and the not-found page.
 */
const built = new URL('../../apps/portal/dist/.vite/pages.json', import.meta.url);
const routes = [...Object.keys(JSON.parse(readFileSync(built, 'utf8'))), '/no-such-page'];

/** Opens `path` and waits until the page is the app's (its language switch answers). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeEnabled();
}

test('every route passes axe in English at 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of routes) {
    await open(page, path);
    await expectNoAxeViolations(page, `${path} in English at 320 px`);
  }
});

test('every screen passes axe in Afrikaans and isiZulu at a desktop size', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of screens) {
    await open(page, path);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('af');
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await expectNoAxeViolations(page, `${path} in Afrikaans`);
    await page.getByRole('combobox', { name: 'Taal' }).selectOption('zu');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await expectNoAxeViolations(page, `${path} in isiZulu`);
    // The next page opens in English again.
    await page.getByRole('combobox', { name: 'Ulimi' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  }
});
