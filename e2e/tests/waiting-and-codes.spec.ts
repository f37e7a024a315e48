import { expect, type Page, test } from '@playwright/test';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  signInUpToChannel,
  stepHeading,
  textbox,
} from '../support/portal.ts';
import { fillDealerCompany, fillDirector } from '../support/registration.ts';
import { createDealer, demo, freshDetails } from '../support/users.ts';

// Issue 47, part B: waiting buttons that explain themselves (GUIDE-15, GUIDE-71 to GUIDE-73), the
// code step's texts (GUIDE-74 to GUIDE-77, CODE-7; cooldown.spec.ts has GUIDE-74 and GUIDE-75 on
// the service's real cooldown) and the identifier lines (GUIDE-78, GUIDE-79, RESUME-3).

/** The ID number as the portal masks it: '800101*****87'. */
const maskedId = (id: string) => `${id.slice(0, 6)}*****${id.slice(-2)}`;

/**
 * A press on a button that waits (aria-disabled): Playwright's click waits for an enabled
 * button, so the pointer press is forced, as a person's would be.
 */
const pressWaiting = (button: ReturnType<Page['getByRole']>) => button.click({ force: true });

/** The announced explanation of a press, by its words (the page's error line is an alert too). */
const said = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Records the calls the page makes to the user service. */
function serviceCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/v1/')) calls.push(new URL(request.url()).pathname);
  });
  return calls;
}

test('a press on a waiting Login says what is missing, moves focus there and sends nothing', async ({
  page,
}) => {
  const calls = serviceCalls(page);
  await page.goto('/login/dealer');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toHaveAccessibleDescription(
    'Fill in every field marked * and the captcha to continue.',
  );
  await pressWaiting(login);
  await expect(said(page, 'Please provide Username.')).toBeVisible();
  await expect(textbox(page, 'Username')).toBeFocused();

  await textbox(page, 'Username').fill(demo.dealer.username);
  await textbox(page, 'Password').fill(demo.dealer.password);
  await login.focus();
  await page.keyboard.press('Enter');
  await expect(said(page, 'Please complete the Captcha verification.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Development captcha/ })).toBeFocused();
  await checkA11y(page, 'waiting press explained');
  await expect(stepHeading(page)).toHaveText('Enter your username and password');
  // Nothing was checked or sent (the passkey autofill's options are asked for on load).
  expect(calls.filter((path) => !path.includes('/passkeys/'))).toEqual([]);
});

test('the channel and code steps say what their waiting buttons need and focus it', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wtc');
  await signInUpToChannel(page, user);
  await pressWaiting(page.getByRole('button', { name: 'Next' }));
  await expect(said(page, 'Please choose Mobile or Email.')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.getByRole('radio', { name: /^Mobile/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await pressWaiting(page.getByRole('button', { name: 'Validate and Login' }));
  await expect(said(page, 'Enter the 6-digit code to continue.')).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
});

test('the standing hint names only what the step has: no captcha or * where there is none', async ({
  page,
}) => {
  await page.goto('/forgot-username/dealer');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAccessibleDescription('Fill in every field marked * to continue.');
  await page.goto('/forgot-password/dealer');
  await expect(submit).toHaveAccessibleDescription(
    'Enter your ID number or your username to continue.',
  );
  await pressWaiting(submit);
  await expect(said(page, 'Please provide an ID number or a username.')).toBeVisible();
  await expect(textbox(page, 'Id Number')).toBeFocused();
});

test("Back to ID sign-in's first step shows a new captcha and 'Sign in With Id' waits for it", async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wbk');
  await page.goto('/id-login/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await resolveCaptcha(page);
  const signIn = page.getByRole('button', { name: 'Sign in With Id' });
  await signIn.click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  // The ID number is masked, as the registration masks it (GUIDE-43).
  await expect(textbox(page, 'Id Number')).toHaveValue(maskedId(user.idNumber));
  await expect(page.getByText(user.idNumber)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Enter your ID number');
  await expect(page.getByRole('button', { name: /Development captcha: select/ })).toBeVisible();
  await expect(signIn).toHaveAttribute('aria-disabled', 'true');
  await pressWaiting(signIn);
  await expect(said(page, 'Please complete the Captcha verification.')).toBeVisible();
});

test('after a wrong password the password field has focus', async ({ page }) => {
  await page.goto('/login/dealer');
  await textbox(page, 'Username').fill(demo.dealer.username);
  await textbox(page, 'Password').fill('Wrong#Pass1');
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(textbox(page, 'Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'Password')).toBeFocused();
});

test('the countdown is in the page once for a screen reader, and the validity never rounds up', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wcd');
  await page.clock.install();
  await signInUpToChannel(page, user);
  await sendCodeBy(page, 'Mobile', user.mobileNo);
  await expect(page.getByText(/Request OTP again in : 00:0[23]:/)).toBeVisible();
  // 61 s on: 3 min 59 s or less left of the code's 5 min, so 'valid for 3 min', never 4.
  await page.clock.fastForward('01:01');
  await expect(page.getByTestId('code-sent-to')).toContainText('It is valid for 3 min.');
  const copies = async (text: string) =>
    (await page.locator('body').ariaSnapshot()).split(text).length - 1;
  expect(await copies('Request OTP again in')).toBe(1);
  await page.clock.fastForward('02:00');
  await expect(
    page.getByRole('status').filter({ hasText: 'You can request a new code now' }),
  ).toHaveCount(1);
  expect(await copies('You can request a new code now')).toBe(1);
});

test('a reload on the code step of ID sign-in keeps the ID number line, masked', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wrl');
  await page.goto('/id-login/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  await sendCodeBy(page, 'Email', user.email);
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await expect(textbox(page, 'Id Number')).toHaveValue(maskedId(user.idNumber));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  await expect(textbox(page, 'Id Number')).toHaveValue(maskedId(user.idNumber));
});

test("a dealer registration's channel choice says where the code will go, masked", async ({
  page,
}) => {
  const user = freshDetails('wgo');
  await page.goto('/register/dealer');
  await fillDealerCompany(page, 'Echo Motors', '2019/444444');
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toBeFocused();
  await page.getByRole('radio', { name: 'Mobile' }).check();
  const mobile = `${user.mobileNo.slice(0, 2)}*****${user.mobileNo.slice(-3)}`;
  await expect(page.getByTestId('code-goes-to')).toHaveText(`The code will go to ${mobile}.`);
  await page.getByRole('radio', { name: 'Email' }).check();
  const email = `${user.email.slice(0, 1)}***${user.email.slice(user.email.indexOf('@'))}`;
  await expect(page.getByTestId('code-goes-to')).toHaveText(`The code will go to ${email}.`);
  await checkA11y(page, 'dealer registration code goes to');
});
