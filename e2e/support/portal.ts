import { expect, type Page } from '@playwright/test';
import { e2ePorts } from '../ports.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForCode } from './outbox.ts';

/** Where each portal type's post-sign-in site listens in the e2e run. */
export const siteOrigin = {
  customer: `http://127.0.0.1:${e2ePorts.sites[0]}`,
  dealer: `http://127.0.0.1:${e2ePorts.sites[1]}`,
  'dealer-group': `http://127.0.0.1:${e2ePorts.sites[2]}`,
} as const;

/** The step heading (h2) that receives focus on every step change. */
export function stepHeading(page: Page) {
  return page.locator('#step-heading');
}

/** Clicks the development captcha stand-in (no site key in the local environment). */
export async function resolveCaptcha(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Development captcha/ }).click();
}

/** Signs in on `/login/{type}` with username, password and the captcha, up to the channel step. */
export async function signInUpToChannel(
  page: Page,
  user: { username: string; password: string },
  type: 'customer' | 'dealer' | 'dealer-group' = 'dealer',
): Promise<void> {
  await page.goto(`/login/${type}`);
  await textbox(page, 'Username').fill(user.username);
  await textbox(page, 'Password').fill(user.password);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
}

/** Picks the channel on step 1, presses Next and returns the code the service sent there. */
export async function sendCodeBy(
  page: Page,
  channel: 'Mobile' | 'Email',
  to: string,
): Promise<string> {
  await expect(stepHeading(page)).toBeFocused();
  await page.getByRole('radio', { name: channel }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  return waitForCode(page.request, to, since);
}

/** Types a code into the OTP field (the flow submits by itself at the sixth digit). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('6-digit code').fill(code);
}

/** Checks the page with axe, labelled for the failure message. */
export async function checkA11y(page: Page, label: string): Promise<void> {
  // Screens are code-split: let the routed screen paint before judging the page.
  await expect(page.locator('h1')).toBeVisible();
  await expectNoAxeViolations(page, label);
}

/** A toast of the given title (error toasts are titled 'An error occurred'). */
export function toast(page: Page, title: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title);
}

/** A text field by its accessible name (labels carry a visual '*' for required fields). */
export function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/**
 * Holds the app's entry back until the returned `release` is called, so a page stays the plain
 * prerendered HTML while the person acts (a module script runs before DOMContentLoaded: only
 * the first paint is waited for). Call before `page.goto`.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Sets the system's colour scheme to dark (`on`) or light, which the portal follows (TOKENS-2):
 * the kit's dark colours, the dark `color-scheme` and with it the logo's dark version.
 */
export async function applyDarkTheme(page: Page, on = true): Promise<void> {
  const scheme = on ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: scheme });
  const used = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  expect(used, "the page's colour scheme follows the system's").toBe(scheme);
}
