import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForCode } from '../support/outbox.ts';
import {
  applyDarkTheme,
  resolveCaptcha,
  sendCodeBy,
  signInUpToChannel,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { fillCredentials, fillDealerCompany, fillDirector } from '../support/registration.ts';
import { createDealer, demo, freshDetails } from '../support/users.ts';

// Issue 34: the portal guides people. Each step is a history entry (GUIDE-1..3), the steps say
// where the code goes (GUIDE-5, GUIDE-6), errors sit at their fields (GUIDE-12..14), a button
// that waits says why (GUIDE-15).

/** The minutes the code step says its code is valid for (5, or 4 once a second has gone). */
const validMinutes = async (page: Page) =>
  /valid for ([45]) min\./.exec((await page.getByTestId('code-sent-to').textContent()) ?? '')?.[1];

/** The `?step=` of the page's address; null on the first step. */
const stepOf = (page: Page) => new URL(page.url()).searchParams.get('step');

/** Masked as the service masks a mobile number: '08*****567'. */
const maskedMobile = (mobile: string) => `${mobile.slice(0, 2)}*****${mobile.slice(-3)}`;

/** A reply of the service refusing with `code`. */
const refusal = (code: string, message: string, payload?: Record<string, unknown>) => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({ status: 'Failure', code, message, ...(payload ? { payload } : {}) }),
});

test('sign-in: Back and Forward move between the steps, the code kept while it is valid', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'hist');
  await signInUpToChannel(page, user);
  await expect.poll(() => stepOf(page)).toBe('channel');
  // The options name where the code goes, masked (GUIDE-5).
  await expect(
    page.getByRole('radio', { name: `Mobile: SMS to ${maskedMobile(user.mobileNo)}` }),
  ).toBeVisible();
  await sendCodeBy(page, 'Mobile', user.mobileNo);
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect.poll(() => stepOf(page)).toBe('code');
  // Whole minutes, never rounded up: 5 min at first, 4 min once a second has gone.
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    `We sent the code to ${maskedMobile(user.mobileNo)}. It is valid for ${await validMinutes(page)} min.`,
  );

  // Back: the channel step, which says the code is still valid.
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect.poll(() => stepOf(page)).toBe('channel');
  await expect(page.getByTestId('code-still-out')).toContainText(maskedMobile(user.mobileNo));
  // Forward: the code step again, with the countdown still running (nothing new sent).
  await page.goForward();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect(page.getByText(/Request OTP again in : 00:0[12]:/)).toBeVisible();

  // The Back link, then choosing the other channel inside the countdown: back to the same code.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await page.getByRole('radio', { name: /^Email/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect(page.getByTestId('code-sent-to')).toContainText(
    `No new code was sent: the code we sent to ${maskedMobile(user.mobileNo)} is still valid.`,
  );

  // 'Change username' goes to the first step with the username kept.
  await page.getByRole('button', { name: 'Change username' }).click();
  await expect(stepHeading(page)).toHaveText('Enter your username and password');
  await expect.poll(() => stepOf(page)).toBeNull();
  await expect(textbox(page, 'Username')).toHaveValue(user.username);
});

test('a link to a later step with nothing to resume lands on the first step', async ({ page }) => {
  await page.goto('/login/dealer?step=code');
  await expect(stepHeading(page)).toHaveText('Enter your username and password');
  await expect.poll(() => stepOf(page)).toBeNull();
});

test('ID sign-in and both recoveries: Back from the code step, Forward again, Back to the start', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'hbk');
  const flows = [
    {
      path: '/id-login/dealer',
      first: 'Enter your ID number',
      fill: async () => {
        await textbox(page, 'Id Number').fill(user.idNumber);
        await resolveCaptcha(page);
        await page.getByRole('button', { name: 'Sign in With Id' }).click();
      },
      code: 'Enter the code we sent you',
    },
    {
      path: '/forgot-username/dealer',
      first: 'Enter your ID number',
      fill: async () => {
        await textbox(page, 'Id Number').fill(user.idNumber);
        await page.getByRole('button', { name: 'Submit' }).click();
      },
      code: 'Enter the code we sent you',
    },
    {
      path: '/forgot-password/dealer',
      first: 'Enter your ID number or your username',
      fill: async () => {
        await textbox(page, 'Username').fill(user.username);
        await page.getByRole('button', { name: 'Submit' }).click();
      },
      code: 'Enter the code and your new password',
      codeStep: 'reset',
    },
  ];
  for (const [index, flow] of flows.entries()) {
    await page.goto(flow.path);
    await expect(stepHeading(page)).toHaveText(flow.first);
    await flow.fill();
    await expect(stepHeading(page)).toHaveText('Where should we send your code?');
    const channel = index === 1 ? 'Email' : 'Mobile';
    await page.getByRole('radio', { name: new RegExp(`^${channel}`) }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page), flow.path).toHaveText(flow.code);
    await expect(page.getByTestId('code-sent-to')).toBeVisible();
    await expect.poll(() => stepOf(page), flow.path).toBe(flow.codeStep ?? 'code');
    await page.goBack();
    await expect(stepHeading(page), flow.path).toHaveText('Where should we send your code?');
    await page.goForward();
    await expect(stepHeading(page), flow.path).toHaveText(flow.code);
    // 'Not you?' starts again from the first step.
    await page.getByRole('button', { name: 'Not you?' }).click();
    await expect(stepHeading(page), flow.path).toHaveText(flow.first);
    await expect.poll(() => stepOf(page), flow.path).toBeNull();
  }
});

// The step history loads on its own, after the later steps: a person who reaches the code step
// before it has arrived (a slow link, a quick hand) still goes Back one step at a time.
test('Back goes one step at a time when the code step came before the step history had loaded', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'hlate');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  await page.route('**/assets/step-nav-*.js', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/forgot-username/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('radio', { name: /^Email/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('code-sent-to')).toBeVisible();
  // Until now nothing has watched the steps (its chunk was asked for and held): the address is
  // still the first step's.
  expect(heldRequests).toBe(1);
  expect(stepOf(page)).toBeNull();
  release();
  await expect.poll(() => stepOf(page)).toBe('code');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect.poll(() => stepOf(page)).toBe('channel');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Enter your ID number');
  await expect.poll(() => stepOf(page)).toBeNull();
});

test('registrations: Back and Forward across the steps of the three forms', async ({
  page,
  request,
}) => {
  // Customer: the lookup, then the details; Back returns to the lookup.
  await page.goto('/register/customer');
  await textbox(page, 'Id Number').fill(demo.unregisteredCustomers[1].idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Your details');
  await expect.poll(() => stepOf(page)).toBe('details');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Enter your ID number');
  await expect.poll(() => stepOf(page)).toBeNull();

  // Dealer: company, account, code; Back to the account, Forward to the same code.
  const user = freshDetails('hreg');
  await page.goto('/register/dealer');
  await fillDealerCompany(page, 'Back Motors', '2019/123456/07');
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await expect.poll(() => stepOf(page)).toBe('account');
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect.poll(() => stepOf(page)).toBe('code');
  await page.goBack();
  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.goForward();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const code = await waitForCode(request, user.mobileNo, since);
  await typeCode(page, code);
  await page.waitForURL(/\/home\//);

  // Dealer group: the company step, then the account; Back returns to the company step.
  const group = freshDetails('hgrp');
  await page.goto('/register/dealer-group');
  await page.getByRole('combobox', { name: 'Dealer Group' }).fill('Coastal');
  await page.getByRole('option', { name: demo.dealerGroup.name }).click();
  await fillDirector(page, group);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Company details');
  await expect.poll(() => stepOf(page)).toBeNull();
  await expect(textbox(page, 'Director Name')).toHaveValue('Ada');
});

test('a wrong code is told at the code field, which is emptied and focused; expired and no tries left read differently', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wrong');
  await signInUpToChannel(page, user);
  await sendCodeBy(page, 'Mobile', user.mobileNo);
  await typeCode(page, '000000');
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/That code is not right\. Tries left: 4\./);
  // At the field only: not above the form, and not in a second live region (GUIDE-13).
  await expect(page.getByRole('main').getByText(/That code is not right/)).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not right' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, 'code step, wrong code');

  await page.route('**/user/v1/otp/validateOpsOtpAndLogin', (route) =>
    route.fulfill(refusal('code_expired', 'The OTP has expired.')),
  );
  await typeCode(page, '111111');
  await expect(code).toHaveAccessibleDescription(/This code has expired or a newer one was sent/);
  await expect(
    page.getByRole('button', { name: 'Validate and Login' }),
  ).toHaveAccessibleDescription('This code can no longer be used: request a new code below.');
});

test("'otp failed' and no tries left have their own headings", async ({ page, request }) => {
  const user = await createDealer(request, 'exh');
  await signInUpToChannel(page, user);
  await page.route('**/user/v1/otp/validateOpsOtpAndLogin', (route) =>
    route.fulfill(
      refusal('code_exhausted', 'Too many wrong OTPs.', { flowHandle: 'ended', triesLeft: 0 }),
    ),
  );
  await sendCodeBy(page, 'Mobile', user.mobileNo);
  await typeCode(page, '222222');
  await expect(stepHeading(page)).toHaveText('Too many wrong codes');
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();

  await signInUpToChannel(page, await createDealer(request, 'sfl'));
  await page.route('**/user/v1/otpForOpsLogin', (route) =>
    route.fulfill(refusal('send_failed', 'The SMS gateway is unavailable.')),
  );
  await page.getByRole('radio', { name: /^Mobile/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('We could not send your code');
  const resend = page.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: /Send a new code by SMS/ })).toBeVisible();
  await expect(resend.getByRole('button', { name: /Send a new code by e-mail/ })).toBeVisible();
});

test('a wrong password marks the password field', async ({ page }) => {
  await page.goto('/login/dealer');
  await textbox(page, 'Username').fill(demo.dealer.username);
  await textbox(page, 'Password').fill('Not#TheRight1');
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const password = textbox(page, 'Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/./);
  await expect(textbox(page, 'Username')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a button that waits stays in the Tab order and says what it waits for', async ({ page }) => {
  const waiting = 'Fill in every field marked * and the captcha to continue.';
  await page.goto('/login/dealer');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toHaveAttribute('aria-disabled', 'true');
  await expect(login).toHaveAccessibleDescription(waiting);
  await expect(page.getByText(waiting)).toBeVisible();
  await textbox(page, 'Username').fill(demo.dealer.username);
  await login.focus();
  await expect(login).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toHaveText('Enter your username and password');
  await textbox(page, 'Password').fill(demo.dealer.password);
  await resolveCaptcha(page);
  await expect(login).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(waiting)).toBeHidden();
});

test('registration errors sit at their fields, and closing the dialog lands on the first', async ({
  page,
}) => {
  await page.goto('/register/dealer');
  await textbox(page, 'Dealership Trading Name').fill('Field Motors');
  await textbox(page, 'Email').fill('not-an-address');
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please add details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The first invalid field has focus; every invalid field says why beneath it.
  const cipc = textbox(page, 'CIPC Name');
  await expect(cipc).toBeFocused();
  await expect(cipc).toHaveAttribute('aria-invalid', 'true');
  await expect(cipc).toHaveAccessibleDescription('Please provide CIPC Name.');
  const email = textbox(page, 'Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/./);
  await expect(textbox(page, 'Dealership Trading Name')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test.describe('in isiZulu', () => {
  test.use({ locale: 'zu-ZA' });

  test('the steps, the way back and where the code goes are translated', async ({
    page,
    request,
  }) => {
    const user = await createDealer(request, 'zul');
    await page.goto('/login/dealer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await page.locator('input[name="username"]').fill(user.username);
    await page.locator('input[name="password"]').fill(user.password);
    await page.getByRole('button', { name: /I-captcha yokuthuthukisa/ }).click();
    await page.getByRole('button', { name: 'Ngena', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Emuva', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shintsha igama lomsebenzisi' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: `Iselula: i-SMS ku-${maskedMobile(user.mobileNo)}` }),
    ).toBeVisible();
    await expect.poll(() => stepOf(page)).toBe('channel');
    await page.goBack();
    await expect(page.locator('input[name="username"]')).toBeVisible();
  });
});

/** axe on the page as it stands, light and dark, on a phone and a desktop. */
async function sweep(page: Page, label: string) {
  // Four axe runs a sweep, up to four sweeps a test: on a busy two-core machine one run of axe
  // over a code step (its countdown renders every second) takes a few seconds.
  test.setTimeout(120_000);
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const dark of [false, true]) {
      await applyDarkTheme(page, dark);
      await expectNoAxeViolations(page, `${label}, ${size.width}px, ${dark ? 'dark' : 'light'}`);
    }
  }
  await applyDarkTheme(page, false);
}

test('every sign-in step passes axe, light and dark, on a phone and a desktop', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'axe');
  await page.goto('/login/dealer');
  await expect(stepHeading(page)).toBeVisible();
  await sweep(page, 'credentials');
  await signInUpToChannel(page, user);
  await sweep(page, 'channel');
  await sendCodeBy(page, 'Mobile', user.mobileNo);
  await sweep(page, 'code');
  await typeCode(page, '000000');
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await sweep(page, 'wrong code');
});

test('the recovery and registration steps pass axe, light and dark, on a phone and a desktop', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'axr');
  await page.goto('/forgot-password/dealer');
  await sweep(page, 'reset: identifier');
  await textbox(page, 'Username').fill(user.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await sweep(page, 'reset: channel');
  await page.getByRole('radio', { name: /^Mobile/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code and your new password');
  await sweep(page, 'reset: code and new password');

  await page.goto('/register/customer');
  await sweep(page, 'customer registration: lookup');
  await textbox(page, 'Id Number').fill(demo.unregisteredCustomers[1].idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Your details');
  await sweep(page, 'customer registration: details');

  await page.goto('/register/dealer');
  await page.getByRole('button', { name: 'Register' }).click();
  await page
    .getByRole('dialog', { name: 'Please add details' })
    .getByRole('button', { name: 'Close' })
    .click();
  await sweep(page, 'dealer registration: company, every field invalid');
});
