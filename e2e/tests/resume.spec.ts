import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import {
  resolveCaptcha,
  sendCodeBy,
  signInUpToChannel,
  siteOrigin,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { fillCredentials, fillDealerCompany, fillDirector } from '../support/registration.ts';
import { createDealer, freshDetails } from '../support/users.ts';

// Issue 17: a reload loses nothing. Reloading on step 1 or 2 comes back to the same step with the
// countdown at the right second; the tab keeps only the service's flow handle, never a password,
// code or ID number; a second tab of the same flow cannot corrupt the first.

const dealerHome = new RegExp(`^${siteOrigin.dealer.replace(/[.:/]/g, '\\$&')}/home/`);
// The page's text of a refused grant, which its toast says too (MSG-1).
const flowEnded = 'This step has expired or was finished in another tab.';

/**
 * A duplicate of `page`'s tab, as the browser makes one: a new tab that starts with a copy of the
 * first one's sessionStorage, opened at `path`.
 */
async function duplicateTab(context: BrowserContext, page: Page, path: string): Promise<Page> {
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const second = await context.newPage();
  await second.addInitScript((copied: [string, string][]) => {
    if (sessionStorage.getItem('copied') !== null) return;
    sessionStorage.setItem('copied', 'yes');
    for (const [key, value] of copied) sessionStorage.setItem(key, value);
  }, entries);
  await second.goto(path);
  return second;
}

/**
 * A fresh dealer's sign-in on `page` up to the code step, that tab duplicated (both on the code
 * step), then the code typed on the first tab, which signs in. The second tab still holds the
 * now-ended flow's handle.
 */
async function signedInOnFirstOfTwoTabs(
  context: BrowserContext,
  page: Page,
  request: APIRequestContext,
  prefix: string,
) {
  const user = await createDealer(request, prefix);
  await signInUpToChannel(page, user);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  const second = await duplicateTab(context, page, '/login/dealer');
  await expect(stepHeading(second)).toHaveText('Enter the code we sent you');
  await typeCode(page, code);
  await page.waitForURL(dealerHome);
  return { user, code, second };
}

/** Everything the tab keeps in sessionStorage, as one text. */
async function sessionStorageText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
}

/** Seconds the countdown 'Request OTP again in : hh:mm:ss' shows. */
async function countdownSeconds(page: Page): Promise<number> {
  const text = await page.getByText(/Request OTP again in : \d\d:\d\d:\d\d/).textContent();
  const [, h, m, s] = /(\d\d):(\d\d):(\d\d)/.exec(text ?? '') ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function expectNoSecret(stored: string, secrets: string[]) {
  for (const secret of secrets) expect(stored).not.toContain(secret);
}

test('a reload on step 1 comes back to step 1 with the username, and the code can still be sent', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rsa');
  await signInUpToChannel(page, user);
  const stored = await sessionStorageText(page);
  expect(stored).toContain('forecourt.login.dealer.handle');
  expectNoSecret(stored, [user.password, user.idNumber]);

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(textbox(page, 'Username')).toHaveValue(user.username);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  await typeCode(page, code);
  await page.waitForURL(dealerHome);
});

test('a reload on step 2 comes back to the code step with the countdown at the right second', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rsb');
  await signInUpToChannel(page, user);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  const sentAt = Date.now();
  await expect(page.getByText(/Request OTP again in : 00:0[23]:\d\d/)).toBeVisible();
  await page.waitForTimeout(4_000);

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const expected = 180 - (Date.now() - sentAt) / 1000;
  expect(Math.abs((await countdownSeconds(page)) - expected)).toBeLessThanOrEqual(2);
  await expect(textbox(page, 'Username')).toHaveValue(user.username);
  const resend = page.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: 'Mobile' })).toBeDisabled();
  expectNoSecret(await sessionStorageText(page), [user.password, user.idNumber, code]);

  await typeCode(page, code);
  await page.waitForURL(dealerHome);
});

test('what is typed on step 0 before the resume answer arrives is kept', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rsc');
  await signInUpToChannel(page, user);
  // Hold the resume answer back until the person has typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/user/v1/flow/resume', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await textbox(page, 'Username').fill('someone');
  const answered = page.waitForResponse('**/user/v1/flow/resume');
  release();
  await answered;
  await expect(stepHeading(page)).toHaveText('Enter your username and password');
  await expect(textbox(page, 'Username')).toHaveValue('someone');
});

test('a duplicated tab: signing in on one ends the flow on the other, which says so and starts over', async ({
  context,
  page,
  request,
}) => {
  const { second } = await signedInOnFirstOfTwoTabs(context, page, request, 'rsd');

  await second.reload();
  await expect(stepHeading(second)).toHaveText('Enter your username and password');
  await expect(second.getByText(flowEnded).first()).toBeVisible();
  expect(await sessionStorageText(second)).not.toContain('forecourt.login.dealer.handle');
});

test('a tab still on the code step after the other tab signed in is told so when it submits', async ({
  context,
  page,
  request,
}) => {
  const { user, code, second } = await signedInOnFirstOfTwoTabs(context, page, request, 'rse');

  await typeCode(second, code);
  await expect(stepHeading(second)).toHaveText('Enter your username and password');
  await expect(second.getByText(flowEnded).first()).toBeVisible();
  await expect(textbox(second, 'Username')).toHaveValue(user.username);
});

test('forgot username: a reload on the code step comes back to it, keeps no ID number, and the code still reveals the username', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rsf');
  await page.goto('/forgot-username/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await page.keyboard.press('Enter');
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  const sentAt = Date.now();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const expected = 180 - (Date.now() - sentAt) / 1000;
  expect(Math.abs((await countdownSeconds(page)) - expected)).toBeLessThanOrEqual(2);
  expectNoSecret(await sessionStorageText(page), [user.idNumber, code]);
  await typeCode(page, code);
  await expect(stepHeading(page)).toHaveText('Your username');
  await expect(page.getByText(`Your username is ${user.username}`)).toBeVisible();
});

test('a password reset: after a reload its later steps show what it started from, the username or the ID number masked (RESUME-3)', async ({
  page,
  browser,
  request,
}) => {
  const user = await createDealer(request, 'rsp');
  await page.goto('/forgot-password/dealer');
  await textbox(page, 'Username').fill(user.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(textbox(page, 'Username')).toHaveValue(user.username);
  await page.getByRole('radio', { name: /^Mobile/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code and your new password');
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Enter the code and your new password');
  await expect(textbox(page, 'Username')).toHaveValue(user.username);

  const byId = await browser.newPage();
  await byId.goto('/forgot-password/dealer');
  await textbox(byId, 'Id Number').fill(user.idNumber);
  await byId.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(byId)).toHaveText('Where should we send your code?');
  await byId.reload();
  await expect(stepHeading(byId)).toHaveText('Where should we send your code?');
  await expect(textbox(byId, 'Id Number')).toHaveValue(
    `${user.idNumber.slice(0, 6)}*****${user.idNumber.slice(-2)}`,
  );
  expectNoSecret(await sessionStorageText(byId), [user.idNumber]);
  await byId.close();
});

test('ID sign-in: a reload on step 1 comes back to the channel step and signs in with the handle alone', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rsg');
  await page.goto('/id-login/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  expectNoSecret(await sessionStorageText(page), [user.idNumber]);
  const code = await sendCodeBy(page, 'Email', user.email);
  await typeCode(page, code);
  await page.waitForURL(dealerHome);
});

test('a dealer registration: a reload on the code step comes back to it, and the code finishes the registration', async ({
  page,
  request,
}) => {
  const user = freshDetails('rsh');
  await page.goto('/register/dealer');
  await fillDealerCompany(page, 'Resume Motors', '2019/555556');
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const code = await waitForCode(request, user.mobileNo, since);

  await page.reload();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const expected = 180 - (Date.now() - since) / 1000;
  expect(Math.abs((await countdownSeconds(page)) - expected)).toBeLessThanOrEqual(2);
  expectNoSecret(await sessionStorageText(page), [user.password, user.idNumber, code]);
  await typeCode(page, code);
  await page.waitForURL(dealerHome);
});
