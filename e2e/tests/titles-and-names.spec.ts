import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  applyDarkTheme,
  checkA11y,
  resolveCaptcha,
  signInUpToChannel,
  stepHeading,
  textbox,
} from '../support/portal.ts';
import { demo } from '../support/users.ts';

// GUIDE-40..GUIDE-50: titles, portal names, the error after a language switch, the customer
// details step and read-only usernames.

const catalogue = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/portal/public/i18n/${language}.json`, import.meta.url),
      'utf8',
    ),
  );
const english = catalogue('en');
const zulu = catalogue('zu');

const switchLanguage = (page: Page, from: string, to: 'en' | 'af' | 'zu') =>
  page.getByRole('combobox', { name: from }).selectOption(to);

test('every screen and step has its own title, in the prerendered head too (GUIDE-40, GUIDE-41)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login/dealer')).text();
  expect(html).toContain(
    '<title>Enter your username and password - Dealer sign-in - Forecourt</title>',
  );
  const paths = [
    '/login/dealer-group',
    '/login/dealer-group/admin',
    '/id-login/dealer-group',
    '/forgot-username/dealer-group',
    '/forgot-password/dealer-group',
    '/register/dealer-group',
    '/login/customer',
    '/',
  ];
  const titles: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(/ - Forecourt$/);
    titles.push(await page.title());
  }
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).toContain('Enter your username and password - Dealer group sign-in - Forecourt');
  expect(titles.join('\n')).not.toContain('dealer-group');

  // A later step has its own title.
  await signInUpToChannel(page, demo.dealer, 'dealer');
  await expect(page).toHaveTitle('Where should we send your code? - Dealer sign-in - Forecourt');
});

test('titles and portal names follow the language, isiZulu included (GUIDE-42, GUIDE-44)', async ({
  page,
}) => {
  await page.goto('/login/dealer-group');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Welcome to dealer group portal. Here is where you Login.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Not Registered as a dealer group?')).toBeVisible();
  await switchLanguage(page, 'Language', 'zu');
  const name = zulu['portal.dealer-group'] ?? '';
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: (zulu['login.heading'] ?? '').replace('{type}', name),
    }),
  ).toBeVisible();
  await expect(
    page.getByText((zulu['action.notRegistered'] ?? '').replace('{type}', name)),
  ).toBeVisible();
  const screen = (zulu['title.login'] ?? '').replace('{portal}', name);
  await expect(page).toHaveTitle(
    `${zulu['flow.login.step.credentials']} - ${screen} - ${zulu['app.name']}`,
  );
  expect(await page.title()).not.toContain('dealer-group');
  await checkA11y(page, 'isiZulu sign-in');
});

test('the error on the page follows a language switch (GUIDE-46)', async ({ page }) => {
  await page.goto('/login/dealer');
  await textbox(page, 'Username').fill(demo.dealer.username);
  await textbox(page, 'Password').fill('Wrong#Password1');
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Wrong credentials are told at the password field (GUIDE-12), in the language in use.
  const password = page.locator('input[name="password"]');
  await expect(password).toHaveAccessibleDescription(english['error.credentials_invalid'] ?? '');
  await switchLanguage(page, 'Language', 'zu');
  await expect(password).toHaveAccessibleDescription(zulu['error.credentials_invalid'] ?? '');
});

test('the customer details step: masked ID, where the code goes, the terms (GUIDE-43)', async ({
  page,
  request,
}) => {
  const customer = demo.unregisteredCustomers[1];
  await page.goto('/register/customer');
  await textbox(page, 'Id Number').fill(customer.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Your details');
  const masked = `${customer.idNumber.slice(0, 6)}*****${customer.idNumber.slice(-2)}`;
  await expect(textbox(page, 'ID number on the finance record')).toHaveValue(masked);
  await expect(page.getByRole('main')).not.toContainText(customer.idNumber);
  expect(await page.content()).not.toContain(`value="${customer.idNumber}"`);

  await page.getByRole('combobox', { name: 'Send OTP to' }).click();
  await page.getByRole('option', { name: 'Mobile' }).click();
  await expect(page.getByTestId('code-goes-to')).toHaveText('The code will go to 07*****567.');
  await page.getByRole('combobox', { name: 'Send OTP to' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  await expect(page.getByTestId('code-goes-to')).toHaveText(
    /^The code will go to n\*+@forecourt\.co\.za\.$/,
  );

  const terms = page.getByRole('link', { name: /Read the terms and conditions/ });
  await expect(terms).toHaveAttribute('href', '/terms/en.html');
  await expect(terms).toHaveAttribute('target', '_blank');
  const served = await request.get('/terms/en.html');
  expect(served.ok()).toBe(true);
  expect(await served.text()).toContain('Terms and conditions of the Forecourt portal');
  await checkA11y(page, 'customer details step, light theme');

  await switchLanguage(page, 'Language', 'zu');
  await expect(page.getByRole('link', { name: zulu['register.terms'] ?? '' })).toHaveAttribute(
    'href',
    '/terms/zu.html',
  );
  expect((await request.get('/terms/zu.html')).ok()).toBe(true);
  expect((await request.get('/terms/af.html')).ok()).toBe(true);
});

test('read-only usernames carry autocomplete="username" (GUIDE-49)', async ({ page }) => {
  await signInUpToChannel(page, demo.dealer, 'dealer');
  const shown = page.locator('input[readonly][value="demodealer"]');
  await expect(shown).toHaveAttribute('autocomplete', 'username');

  await page.goto('/forgot-password/dealer');
  await textbox(page, 'Username').fill(demo.dealer.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(page.locator('input[readonly]')).toHaveAttribute('autocomplete', 'username');
});

test("the portal follows the system's dark colour scheme, its logo too (TOKENS-2, GUIDE-50)", async ({
  page,
}) => {
  await page.goto('/login/dealer-group');
  await expect(page.locator('h1')).toBeVisible();
  await applyDarkTheme(page);
  // The kit's dark background (#0f141b) and text (#eef2f6) on the page; the logo, which holds its
  // own dark version, drawn in the dark scheme.
  const shell = await page.locator('#main').evaluate((main) => {
    const frame = getComputedStyle(main.parentElement ?? main);
    const logo = document.querySelector('header img');
    return {
      background: frame.backgroundColor,
      text: frame.color,
      logo: logo ? getComputedStyle(logo).colorScheme : undefined,
    };
  });
  expect(shell).toEqual({
    background: 'rgb(15, 20, 27)',
    text: 'rgb(238, 242, 246)',
    logo: 'dark',
  });
  await expectNoAxeViolations(page, 'sign-in, dark');
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  await expectNoAxeViolations(page, 'landing, dark');
});
