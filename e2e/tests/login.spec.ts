import { expect, type Locator, test } from '@playwright/test';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  siteOrigin,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { createDealer, demo } from '../support/users.ts';

const homePattern = (origin: string, suffix = '') =>
  new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/home/[A-Za-z0-9_-]+${suffix}$`);

test('a customer signs in with username, channel and code and lands on /home/{kid}', async ({
  page,
}) => {
  await page.goto('/login/customer');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Welcome to customer portal. Here is where you Login.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Not Registered as a customer?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Now!!!' })).toHaveAttribute(
    'href',
    '/register/customer',
  );
  await checkA11y(page, 'login step 0');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await textbox(page, 'Username').fill(demo.customer.username);
  await textbox(page, 'Password').fill(demo.customer.password);
  await expect(login).toBeDisabled();
  await resolveCaptcha(page);
  await login.click();

  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(textbox(page, 'Username')).toHaveValue(demo.customer.username);
  await checkA11y(page, 'login step 1');
  const code = await sendCodeBy(page, 'Mobile', demo.customer.mobileNo);

  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText(/Request OTP again in : 00:0[23]:\d\d/)).toBeVisible();
  await checkA11y(page, 'login step 2');
  await typeCode(page, code);
  await page.waitForURL(homePattern(siteOrigin.customer));
});

test('a dealer-group user signs in by e-mail and lands on the dealer-group site', async ({
  page,
}) => {
  await page.goto('/login/dealer-group');
  await textbox(page, 'Username').fill(demo.group.username);
  await textbox(page, 'Password').fill(demo.group.password);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const code = await sendCodeBy(page, 'Email', demo.group.email);
  await typeCode(page, code);
  await page.waitForURL(homePattern(siteOrigin['dealer-group']));
});

test('an admin signs in at login/customer/admin and lands on /home/{kid}/admin', async ({
  page,
}) => {
  await page.goto('/login/customer/admin');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Welcome to customer portal. Here is where you Login.',
    }),
  ).toBeVisible();
  await textbox(page, 'Username').fill(demo.customer.username);
  await textbox(page, 'Admin Username').fill(demo.customerAdmin.adminUsername);
  await textbox(page, 'Admin Password').fill(demo.customerAdmin.adminPassword);
  await resolveCaptcha(page);
  await checkA11y(page, 'admin login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(homePattern(siteOrigin.customer, '/admin'));
});

test('a dealer signs in with the keyboard only', async ({ page, request }) => {
  const user = await createDealer(request, 'kbd');
  await page.goto('/login/dealer');
  await expect(textbox(page, 'Username')).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
  // Tab from the top of the page to the username field.
  for (let i = 0; i < 10 && (await focused()) !== 'username'; i += 1)
    await page.keyboard.press('Tab');
  expect(await focused()).toBe('username');
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  // Past the reveal toggle to the captcha stand-in; Space presses it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Development captcha/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');

  await expect(stepHeading(page)).toBeFocused();
  // Focused by script after a key press, the heading draws no ring (it is not a control) and is
  // focusable only until focus leaves it; the controls after it keep the kit's ring.
  const outline = (target: Locator) =>
    target.evaluate((node) => getComputedStyle(node).outlineStyle);
  expect(await outline(stepHeading(page))).toBe('none');
  await expect(stepHeading(page)).toHaveAttribute('tabindex', '-1');
  // The step's links (loaded when the browser was idle after the first paint).
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.keyboard.press('Tab'); // Back
  await expect(page.getByRole('button', { name: 'Back' })).toBeFocused();
  expect(await outline(page.getByRole('button', { name: 'Back' }))).toBe('solid');
  await expect(stepHeading(page)).not.toHaveAttribute('tabindex', /.*/);
  await page.keyboard.press('Tab'); // Change username
  await expect(page.getByRole('button', { name: 'Change username' })).toBeFocused();
  // The channel step's choices load once the first call has left: a person tabs on once they
  // show (before, Tab passed over the loading text to the page's links, and Enter followed one).
  await expect(page.getByRole('radio', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Tab'); // username (read-only)
  await page.keyboard.press('Tab'); // the channel radio group
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // Next
  const since = Date.now();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect(stepHeading(page)).toBeFocused();
  const { waitForCode } = await import('../support/outbox.ts');
  const code = await waitForCode(request, user.mobileNo, since);
  // Back, Change username, the username (read-only), then the code.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await page.keyboard.type(code);
  await page.waitForURL(homePattern(siteOrigin.dealer));
});
