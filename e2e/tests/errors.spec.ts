import { expect, type Page, test } from '@playwright/test';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  textbox,
  toast,
  typeCode,
} from '../support/portal.ts';
import { createDealer, demo } from '../support/users.ts';

async function passStep0(page: Page, username: string, password: string, type = 'dealer') {
  await page.goto(`/login/${type}`);
  await textbox(page, 'Username').fill(username);
  await textbox(page, 'Password').fill(password);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const failure = (message: string) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ status: 'Failure', message }),
});

test('the landing page lists the six portals and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
  const entries = page.getByRole('navigation', { name: 'Portals' }).getByRole('link');
  await expect(entries).toHaveCount(6);
  // Links drawn as cards on the card's own fill, not six primary buttons in the primary one.
  const card = await page
    .locator('section', { has: entries.first() })
    .evaluate((section) => getComputedStyle(section).backgroundColor);
  const fills = await entries.evaluateAll((links) =>
    links.map((link) => getComputedStyle(link).backgroundColor),
  );
  expect(fills).toEqual(Array(6).fill(card));
  await checkA11y(page, 'landing');
});

for (const path of ['/login/bank', '/register/dealer_group', '/no/such/page']) {
  test(`${path} shows the not-found screen with a way back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await checkA11y(page, `not found ${path}`);
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
  });
}

test('an invalid configuration shows a clear error screen', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"environments":{}}' }),
  );
  await page.goto('/login/dealer');
  await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
});

test('a wrong code shows the error toast', async ({ page, request }) => {
  const user = await createDealer(request, 'bad');
  await passStep0(page, user.username, user.password);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  await typeCode(page, code === '000000' ? '111111' : '000000');
  await expect(toast(page, 'An error occurred')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
});

test('when the code cannot be sent only the two resend buttons show', async ({ page }) => {
  await page.route('**/user/v1/otpForOpsLogin', (route) =>
    route.fulfill(failure('The SMS gateway is unavailable.')),
  );
  await passStep0(page, demo.dealer.username, demo.dealer.password);
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'An error occurred')).toBeVisible();
  const resend = page.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: 'Mobile' })).toBeEnabled();
  await expect(resend.getByRole('button', { name: 'Email' })).toBeEnabled();
  await expect(page.getByLabel('6-digit code')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Validate and Login' })).toHaveCount(0);
  await expect(page.getByText(/Request OTP again in/)).toHaveCount(0);
  await checkA11y(page, 'otp failed');
});

test('resend stays disabled while the countdown runs and is enabled after it', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const user = await createDealer(request, 'clk');
  await passStep0(page, user.username, user.password);
  await sendCodeBy(page, 'Email', user.email);
  // The countdown is deadline-based (kept in sessionStorage): pin the page's clock relative to it.
  const deadline = await page.evaluate(() =>
    Number(sessionStorage.getItem('forecourt.login.dealer')),
  );
  expect(deadline).toBeGreaterThan(0);
  await page.clock.setFixedTime(deadline - 179_000);
  await expect(page.getByText('Request OTP again in : 00:02:59')).toBeVisible();
  const resend = page.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: 'Mobile' })).toBeDisabled();
  await expect(resend.getByRole('button', { name: 'Email' })).toBeDisabled();
  await page.clock.setFixedTime(deadline + 1000);
  // At zero the line says what can be done, and that is what is announced (GUIDE-10).
  await expect(page.getByText('You can request a new code now').first()).toBeVisible();
  await expect(page.getByText('Request OTP again in : 00:00:00')).toHaveCount(0);
  await expect(resend.getByRole('button', { name: 'Mobile' })).toBeEnabled();
  await expect(resend.getByRole('button', { name: 'Email' })).toBeEnabled();
});

test('the overlay shows while a reply is slow and hides after it', async ({ page }) => {
  await page.route('**/user/v1/fetchUsersOtpDetails', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await passStep0(page, demo.customer.username, demo.customer.password, 'customer');
  const overlay = page.getByRole('status').filter({ hasText: 'Please wait while we load data.' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(page.locator('#step-heading')).toHaveText('Where should we send your code?');
});

test('an offline reply keeps every typed value', async ({ page }) => {
  await page.route('**/user/v1/fetchUsersOtpDetails', (route) =>
    route.abort('internetdisconnected'),
  );
  await passStep0(page, 'someone', 'Typed#Pass1');
  await expect(toast(page, 'An error occurred')).toBeVisible();
  // Shown on the page, announced once: by its toast, not by a second live region (GUIDE-13).
  await expect(page.getByRole('main').getByText(/could not be reached/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be reached' })).toHaveCount(0);
  await expect(textbox(page, 'Username')).toHaveValue('someone');
  await expect(textbox(page, 'Password')).toHaveValue('Typed#Pass1');
});

test('a server message containing HTML is shown as text', async ({ page }) => {
  const message = '<img src=x onerror="window.__injected=1"><b>Bold</b> refused';
  // A refused form keeps the service's own words (MSG-10), on the page and in the toast (MSG-1).
  await page.route('**/user/v1/fetchUsersOtpDetails', (route) =>
    route.fulfill({
      ...failure(message),
      body: JSON.stringify({ status: 'Failure', code: 'invalid_input', message }),
    }),
  );
  await passStep0(page, 'someone', 'Typed#Pass1');
  await expect(toast(page, message)).toBeVisible();
  await expect(page.getByRole('main').getByText(message)).toBeVisible();
  await expect(page.locator('b, img[src="x"]')).toHaveCount(0);
  const injected = await page.evaluate(() => '__injected' in window);
  expect(injected).toBe(false);
});
