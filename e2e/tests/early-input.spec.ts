import { expect, type Page, test } from '@playwright/test';
import { holdEntry, stepHeading, textbox } from '../support/portal.ts';
import {
  chooseSuggestedDealerGroup,
  fillCredentials,
  fillDirector,
} from '../support/registration.ts';
import { apiToken, demo, freshDetails } from '../support/users.ts';

// A prerendered page shows its first step before the portal's code has run; a person may type
// and click at once. Whatever they did before the portal took the page over must still be
// there after: every first-step field's text, and one press of the form's button.

/** Opens `path` with the app's entry held back until the returned `release` is called. */
async function openHeldBack(page: Page, path: string): Promise<() => void> {
  const release = await holdEntry(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  return release;
}

const isTaken = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('forecourt:interactive').length > 0);
const taken = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('forecourt:interactive').length > 0);

/** A plausible value for a field, by its label. */
function sample(label: string): string {
  if (/Id Number/.test(label)) return '8001015009087';
  if (/Mobile/.test(label)) return '0821234567';
  if (/Email/.test(label)) return 'ada@forecourt.co.za';
  if (/Password/.test(label)) return 'Forecourt#2025';
  if (/Registration Number/.test(label)) return '2019/555555';
  return `Ada ${label.replace(/\W+/g, '').slice(0, 12)}`;
}

/** Types into every text and password field of the plain page; returns what went where. */
async function typeEverywhere(page: Page, only?: string): Promise<Map<string, string>> {
  const fields = page.locator(
    `main input:is([type=text],[type=password],[type=email],[type=tel],:not([type]))${only ?? ''}`,
  );
  await expect(fields.first()).toBeVisible();
  const typed = new Map<string, string>();
  for (const field of await fields.all()) {
    const id = (await field.getAttribute('id')) ?? '';
    const label = (await page.locator(`label[for="${id}"]`).textContent()) ?? id;
    const value = sample(label);
    await field.pressSequentially(value);
    typed.set(id, value);
  }
  return typed;
}

// Forgot password asks for an ID number or a username: a person types one of them.
for (const [path, only] of [
  ['/login/customer'],
  ['/login/customer/admin'],
  ['/id-login/customer'],
  ['/forgot-username/customer'],
  ['/forgot-password/customer', '[name=idNumber]'],
  ['/forgot-password/customer', '[name=username]'],
  ['/register/customer'],
  ['/register/dealer'],
  ['/register/dealer-group'],
] as const) {
  test(`${path}: text typed in every first-step field${only ? ` (${only})` : ''} before the takeover is kept`, async ({
    page,
  }) => {
    const release = await openHeldBack(page, path);
    const typed = await typeEverywhere(page, only);
    expect(typed.size).toBeGreaterThan(0);
    expect(await isTaken(page)).toBe(false);
    release();
    await taken(page);
    for (const [id, value] of typed) await expect(page.locator(`[id="${id}"]`)).toHaveValue(value);
  });
}

// Neither captcha can be solved before the takeover (the real widget needs its own script), so
// a click on its loading space is not kept: Login stays disabled as the spec has it (SIGNIN-4),
// a press on it is carried out after the takeover only if the flow may go on, and the stand-in
// asks once there.
test('/login/customer: Login waits for the captcha, which a click on its loading space does not solve', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/user\/v1\/fetchUsersOtpDetails$/.test(request.url())) calls.push(request.url());
  });
  const release = await openHeldBack(page, '/login/customer');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await textbox(page, 'Username').fill(demo.customer.username);
  await textbox(page, 'Password').fill(demo.customer.password);
  await page.getByText('Loading captcha…').click();
  await expect(login).toBeDisabled();
  await login.click({ force: true });
  expect(await isTaken(page)).toBe(false);
  release();
  await taken(page);
  await expect(
    page.getByRole('button', { name: 'Development captcha: select to verify' }),
  ).toBeVisible();
  await expect(login).toBeDisabled();
  expect(calls).toEqual([]);
  await page.getByRole('button', { name: 'Development captcha: select to verify' }).click();
  await login.click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  expect(calls).toHaveLength(1);
});

// The dealer form's Register button is enabled from the start (REG-DEALER-3; only the customer
// and dealer-group forms disable it). Pressed before the takeover, it must not send the plain HTML
// form: that would reload the page, lose what was typed and put the ID number, e-mail and mobile
// number in the address (and in every log on the way). The press is not lost either: the portal
// carries it out once it has taken the form over, with what the fields hold then.
test('/register/dealer: pressing Register or Enter before the takeover keeps the page and the text, and is answered once', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const release = await openHeldBack(page, '/register/dealer');
  const typed = await typeEverywhere(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await textbox(page, 'Email').press('Enter');
  expect(await isTaken(page)).toBe(false);
  release();
  await taken(page);
  // No captcha was clicked: the press meets that check, as it would after the takeover.
  const dialog = page.getByRole('dialog', { name: 'Please add details' });
  await expect(dialog).toContainText('Please complete the Captcha verification.');
  await expect(dialog).toHaveCount(1);
  expect(documents).toHaveLength(1);
  expect(new URL(page.url()).search).toBe('');
  await expect(stepHeading(page)).toHaveText('Company details');
  for (const [id, value] of typed) await expect(page.locator(`[id="${id}"]`)).toHaveValue(value);
});

// A first step's button is disabled until its fields are filled and the captcha is resolved
// (SIGNIN-4, SIGNIN-ADMIN-2, IDLOGIN-3, RECOVER-USERNAME-3, RECOVER-PASSWORD-3, REG-CUSTOMER-2,
// REG-GROUP-4); the prerendered page shows it so until the takeover. On a step without a captcha
// a person who has filled it in may press it then: the press is carried out, once, as soon as the
// portal has taken the page over and the flow may go on, with what the fields hold.
type EarlyPress = {
  path: string;
  fill: Record<string, string>;
  button: string;
  call: RegExp;
  next: string;
};
const earlyPresses: EarlyPress[] = [
  {
    path: '/forgot-password/customer',
    fill: { Username: demo.customer.username },
    button: 'Submit',
    call: /\/user\/v1\/profileDetailsForPasswordReset$/,
    next: 'Where should we send your code?',
  },
];

for (const press of earlyPresses) {
  test(`${press.path}: with everything done before the takeover, a press then is answered once the page is taken over`, async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (press.call.test(request.url())) calls.push(request.url());
    });
    const release = await openHeldBack(page, press.path);
    const button = page.getByRole('button', { name: press.button, exact: true });
    for (const [label, value] of Object.entries(press.fill)) {
      await textbox(page, label).fill(value);
    }
    await expect(button).toBeDisabled();
    await button.click({ force: true });
    await button.click({ force: true });
    expect(await isTaken(page)).toBe(false);
    release();
    await expect(stepHeading(page)).toHaveText(press.next);
    expect(calls).toHaveLength(1);
  });
}

/** Picks the demo dealer group from the picker's list: part of its name, then the option. */
async function pickDemoDealerGroup(page: Page) {
  const groups = page.getByRole('combobox', { name: 'Dealer Group' });
  await groups.fill('Coastal');
  await page.getByRole('option', { name: demo.dealerGroup.name }).click();
  await expect(groups).toHaveValue(demo.dealerGroup.name);
}

test('typing fast into the dealership picker keeps every character', async ({ page }) => {
  await page.goto('/register/dealer-group');
  await taken(page);
  // Downshift's combobox, once it has taken the plain box's place.
  const groups = page.getByRole('combobox', { name: 'Dealer Group' });
  await expect(groups).not.toHaveAttribute('list');
  await groups.pressSequentially('Coastal Auto');
  await expect(groups).toHaveValue('Coastal Auto');
  await page.getByRole('option', { name: demo.dealerGroup.name }).click();
  await expect(groups).toHaveValue(demo.dealerGroup.name);
});

test('the dealer-group page asks for its dealer groups before its code runs, and only once', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/user/v1/allDealerGroups') && request.method() === 'GET') {
      asked.push(request.headers().authorization ?? '');
    }
  });
  // The start script asks as soon as the configuration is there, with the client's token.
  const release = await openHeldBack(page, '/register/dealer-group');
  await expect.poll(() => asked).toEqual([`Bearer ${apiToken}`]);
  // Their names are the plain box's suggestions.
  await expect(page.locator(`datalist option[value="${demo.dealerGroup.name}"]`)).toHaveCount(1);
  expect(await isTaken(page)).toBe(false);
  release();
  await taken(page);
  // The flow's own request takes that reply: the list is there, and nothing more was sent.
  await pickDemoDealerGroup(page);
  expect(asked).toHaveLength(1);
});

// What a page's first call needs (and the dealer-group page's picker) is asked for by the start
// script as the last of the files the takeover needs arrives (here the entry, held back), not once
// the entry has run; start-up's own imports then take those preloads instead of asking again.
for (const path of ['/forgot-password/customer', '/register/dealer-group']) {
  test(`${path}: the first call's files are asked for before the entry has run, and once`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/assets\/(app-services|checks|autocomplete-field)-[\w-]+\.js$/.test(file)) {
        asked.push(file);
      }
    });
    const expected = path === '/register/dealer-group' ? 3 : 2;
    const release = await openHeldBack(page, path);
    await expect.poll(() => asked.length).toBe(expected);
    expect(await isTaken(page)).toBe(false);
    release();
    await taken(page);
    await expect(page.getByRole('button', { name: /Submit|Register/ })).toBeVisible();
    expect(new Set(asked).size).toBe(expected);
    expect(asked).toHaveLength(expected);
  });
}

// The configuration is preloaded first in every page's head, so that it is not queued behind the
// page's files; the start script's fetch takes that reply (and start-up the script's).
for (const path of ['/login/customer', '/register/dealer-group', '/no-such-page']) {
  test(`${path}: the configuration is asked for once, and the preload is what is used`, async ({
    page,
  }) => {
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') asked.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(path);
    await taken(page);
    // Chromium warns about a preload no request took, some seconds after the load.
    await page.waitForTimeout(3500);
    expect(asked).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
  });
}

test('the dealer-group page still lists the dealer groups when the early request failed', async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\/user\/v1\/allDealerGroups$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    if (refused++ > 0) return route.fallback();
    // The service is briefly unavailable when the start script asks.
    return route.fulfill({
      status: 503,
      headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
      body: '{"status":"Failure","message":"Service unavailable"}',
    });
  });
  await page.goto('/register/dealer-group');
  await taken(page);
  await pickDemoDealerGroup(page);
  expect(refused).toBe(2);
});

// The dealer-group form begins with the dealer group, chosen from the service's list. The picker's
// code loads after the page; until then the field is a plain box whose suggestions are the groups
// the start script asked for (a `<datalist>`), and a name chosen there becomes that group once
// the picker and the groups are there. The captcha cannot be solved before the takeover, so a
// press waits for it (the recorder cannot go on with this form).
test('/register/dealer-group: a group chosen from the suggestions before the takeover is the one sent', async ({
  page,
}) => {
  const user = freshDetails('earlygrp');
  const release = await openHeldBack(page, '/register/dealer-group');
  await chooseSuggestedDealerGroup(page, demo.dealerGroup.name);
  await fillDirector(page, user);
  expect(await isTaken(page)).toBe(false);
  release();
  await taken(page);
  // The picker took the field over with the choice, its own list closed and the group chosen.
  const groups = page.getByRole('combobox', { name: 'Dealer Group' });
  await expect(groups).not.toHaveAttribute('list');
  await expect(groups).toHaveValue(demo.dealerGroup.name);
  await expect(groups).toHaveAttribute('aria-expanded', 'false');
  await groups.click();
  await expect(page.getByRole('option', { name: demo.dealerGroup.name })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await groups.press('Escape');
  await page.getByRole('button', { name: 'Development captcha: select to verify' }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.getByRole('radio', { name: 'Email' }).check();
  await fillCredentials(page, user.username, user.password);
  const sent = page.waitForRequest(/\/user\/v1\/createDealerGroupProfile$/);
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ dealerGroupId: demo.dealerGroup.id });
});
