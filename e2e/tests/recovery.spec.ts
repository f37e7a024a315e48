import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  siteOrigin,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { createDealer } from '../support/users.ts';

test('ID sign-in: ID number, channel, code, then the dealer site', async ({ page, request }) => {
  const user = await createDealer(request, 'idl');
  await page.goto('/id-login/dealer');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with ID' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
    'href',
    '/login/dealer',
  );
  await checkA11y(page, 'ID login step 0');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  await checkA11y(page, 'ID login step 1');
  const code = await sendCodeBy(page, 'Email', user.email);
  await checkA11y(page, 'ID login step 2');
  await typeCode(page, code);
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/[A-Za-z0-9_-]+$`));
});

test('forgot username shows the username after the code', async ({ page, request }) => {
  const user = await createDealer(request, 'fgu');
  await page.goto('/forgot-username/dealer');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Here is where you Recover your username.' }),
  ).toBeVisible();
  await checkA11y(page, 'forgot username step 0');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await page.keyboard.press('Enter');
  await checkA11y(page, 'forgot username step 1');
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  await checkA11y(page, 'forgot username step 2');
  await typeCode(page, code);
  await expect(stepHeading(page)).toHaveText('Your username');
  await expect(page.getByText(`Your username is ${user.username}`)).toBeVisible();
  await checkA11y(page, 'forgot username step 3');
});

for (const by of ['ID number', 'username'] as const) {
  test(`forgot password by ${by}: the checklist, then signed in`, async ({ page, request }) => {
    const user = await createDealer(request, by === 'username' ? 'fpu' : 'fpi');
    await page.goto('/forgot-password/dealer');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Here is where you change your password.' }),
    ).toBeVisible();
    await expect(page.getByText('Or', { exact: true })).toBeVisible();
    await checkA11y(page, 'forgot password step 0');
    if (by === 'ID number') {
      await textbox(page, 'Id Number').fill(user.idNumber);
      await expect(textbox(page, 'Username')).toBeHidden();
    } else {
      await textbox(page, 'Username').fill(user.username);
      await expect(textbox(page, 'Id Number')).toBeHidden();
    }
    await expect(page.getByText('Or', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();
    const since = Date.now();
    await expect(stepHeading(page)).toBeFocused();
    await page.getByRole('radio', { name: 'Mobile' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const code = await waitForCode(request, user.mobileNo, since);

    await textbox(page, 'New Password').fill('Changed#2026a');
    await expect(page.getByRole('listitem').filter({ hasText: 'Password Verified' })).toBeVisible();
    await textbox(page, 'Verify Password').fill('Changed#2026a');
    await checkA11y(page, 'forgot password step 2');
    // With both passwords valid, the sixth digit submits by itself.
    await typeCode(page, code);
    await expect(stepHeading(page)).toHaveText('Your password has been changed');
    await checkA11y(page, 'forgot password step 3');
    await page.getByRole('button', { name: 'Continue to your portal' }).click();
    await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
  });
}
