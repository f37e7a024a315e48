import { expect, type Page, type Request, test } from '@playwright/test';
import { holdEntry } from '../support/portal.ts';
import {
  chooseSuggestedDealerGroup,
  fillDealerCompany,
  fillDirector,
} from '../support/registration.ts';
import { createDealer, freshDetails } from '../support/users.ts';

// The language: the person's choice (kept across visits), else the browser's languages, else
// English. The prerendered page is English and is taken over in English, so another language's
// catalogue is fetched beside English's; <html lang> follows, and the user service writes its
// messages in the same language.

/** The catalogues (/i18n/*.json) the page asks for, in order. */
function catalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/i18n/')) seen.push(path);
  });
  return seen;
}

const interactive = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('forecourt:interactive').length > 0);

test.describe('a browser asking for Afrikaans', () => {
  test.use({ locale: 'af-ZA' });

  test('gets the portal in Afrikaans, <html lang="af">, with af.json and en.json', async ({
    page,
  }) => {
    const catalogues = catalogueRequests(page);
    await page.goto('/login/dealer');
    await expect(page.locator('h1')).toHaveText(/Hier meld jy aan\./);
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await expect(page.getByRole('textbox', { name: 'Gebruikersnaam', exact: true })).toBeVisible();
    await interactive(page);
    expect(catalogues).toEqual(['/i18n/af.json', '/i18n/en.json']);
  });

  test('a choice of isiZulu is kept across a reload, fetching zu.json and en.json then', async ({
    page,
  }) => {
    await page.goto('/login/dealer');
    await interactive(page);
    await page.getByRole('combobox', { name: 'Taal' }).selectOption('zu');
    await expect(page.locator('h1')).toHaveText(/Lapha yilapho ungena khona\./);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    const catalogues = catalogueRequests(page);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(/Lapha yilapho ungena khona\./);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await expect(page.getByRole('combobox', { name: 'Ulimi' })).toHaveValue('zu');
    await interactive(page);
    expect(catalogues).toEqual(['/i18n/zu.json', '/i18n/en.json']);
  });

  test("the service's error message arrives in the chosen language", async ({ page, request }) => {
    const user = await createDealer(request, 'taal');
    await page.goto('/login/dealer');
    await interactive(page);
    await page.getByRole('textbox', { name: 'Gebruikersnaam', exact: true }).fill(user.username);
    await page.getByRole('textbox', { name: 'Wagwoord', exact: true }).fill('Wrong#Pass123');
    await page.getByRole('button', { name: /Ontwikkelingscaptcha/ }).click();
    await page.getByRole('button', { name: 'Meld aan', exact: true }).click();
    const notifications = page.getByRole('region', { name: /Kennisgewings/ });
    await expect(notifications.getByText('Ongeldige gebruikersnaam of wagwoord.')).toBeVisible();
  });

  test('falls back to English when the Afrikaans texts cannot be loaded', async ({ page }) => {
    await page.route('**/i18n/af.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/login/dealer');
    await interactive(page);
    await expect(page.locator('h1')).toHaveText(/Here is where you Login\./);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
  });

  test('text typed into the English prerendered page is kept when it turns Afrikaans', async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto('/login/dealer', { waitUntil: 'commit' });
    // The prerendered page is English until the portal renders it afresh in Afrikaans.
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('early-ada');
    release();
    await expect(page.locator('h1')).toHaveText(/Hier meld jy aan\./);
    await expect(page.getByRole('textbox', { name: 'Gebruikersnaam', exact: true })).toHaveValue(
      'early-ada',
    );
  });

  test('a Register press on the English prerendered page is answered once it is Afrikaans, with the text in it', async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto('/register/dealer', { waitUntil: 'commit' });
    // Everything but the captcha, typed into the English page.
    await fillDealerCompany(page, 'Early Motors', '2019/555555');
    await fillDirector(page, freshDetails('af'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    release();
    await expect(page.locator('h1')).toHaveText(/Hier registreer jy\./);
    // The press reaches the form once the text is back: the only thing missing is the captcha.
    const dialog = page.getByRole('dialog', { name: 'Voeg asseblief besonderhede by' });
    await expect(dialog).toContainText('Voltooi asseblief die captcha-verifikasie.');
    const name = page.locator('input[name=companyName]');
    await expect(name).toHaveValue('Early Motors');
  });
});

test.describe('a browser asking for Afrikaans, on the dealer-group page', () => {
  test.use({ locale: 'af-ZA' });

  test('a group chosen from the suggestions on the English page is kept once it is Afrikaans', async ({
    page,
  }) => {
    const release = await holdEntry(page);
    await page.goto('/register/dealer-group', { waitUntil: 'commit' });
    await chooseSuggestedDealerGroup(page, 'Coastal Auto Holdings');
    await fillDirector(page, freshDetails('afgrp'));
    release();
    // Taken over in English and then switched to Afrikaans, the text kept and the choice taken:
    // with the captcha (which no one can solve before the takeover), Register goes on.
    await expect(page.locator('h1')).toHaveText(/Hier registreer jy\./);
    await page.getByRole('button', { name: 'Ontwikkelingscaptcha: kies om te bevestig' }).click();
    await page.getByRole('button', { name: 'Registreer', exact: true }).click();
    await expect(page.locator('#step-heading')).toHaveText('Direkteur se aanmeldbesonderhede');
  });
});

test('an English browser gets English and <html lang="en-ZA"> with only en.json', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-ZA' });
  const page = await context.newPage();
  const catalogues = catalogueRequests(page);
  await page.goto('/login/dealer');
  await expect(page.locator('h1')).toHaveText(/Here is where you Login\./);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
  await interactive(page);
  expect(catalogues).toEqual(['/i18n/en.json']);
  await context.close();
});
