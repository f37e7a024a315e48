import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  stepHeading,
  textbox,
  toast,
  typeCode,
} from '../support/portal.ts';
import { fillCredentials, fillDealerCompany, fillDirector } from '../support/registration.ts';
import { createDealer, demo, freshDetails } from '../support/users.ts';

// Issue 47: the dialog in the spec's words, endings that say what happened, terms linked (REG-5,
// MSG-6, REG-14, REG-GROUP-9, RECOVER-USERNAME-7, GUIDE-3).

test("the dialog names what is missing: 'Please provide {label}.', an empty ID number before its format, never 'This field is required.'", async ({
  page,
}) => {
  const user = freshDetails('dlg');
  await page.goto('/register/dealer');
  const dialog = page.getByRole('dialog', { name: 'Please add details' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toContainText('Please provide Id Number.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // A value given but wrong is 'Invalid …'.
  await textbox(page, 'Id Number').fill('800101');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toContainText('Invalid ID Number: ID must be 13 digits long.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await fillDealerCompany(page, 'Dlg Motors', '2019/555556');
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  await textbox(page, 'Username').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(dialog).toContainText('Please provide Username.');
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await checkA11y(page, 'dialog naming the username');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Please provide Username.')).toBeVisible();
});

test('dealer and dealer-group registration link the terms they ask to accept', async ({ page }) => {
  for (const type of ['dealer', 'dealer-group'] as const) {
    const user = freshDetails(type === 'dealer' ? 'trd' : 'trg');
    await page.goto(`/register/${type}`);
    if (type === 'dealer') {
      await fillDealerCompany(page, 'Terms Motors', '2019/555557');
    } else {
      await page.getByRole('combobox', { name: 'Dealer Group' }).fill('Coastal');
      await page.getByRole('option', { name: demo.dealerGroup.name }).click();
    }
    await fillDirector(page, user);
    await resolveCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(stepHeading(page)).toHaveText('Director sign-in details');
    const terms = page.getByRole('link', { name: /terms and conditions/ });
    await expect(terms).toHaveAttribute('href', '/terms/en.html');
    await expect(terms).toHaveAttribute('target', '_blank');
    const response = await page.request.get(new URL('/terms/en.html', page.url()).href);
    expect(await response.text()).toContain('Terms and conditions of the Forecourt portal');
  }
});

test("a completed dealer-group registration keeps the server's message above the empty first step, with a way to sign in", async ({
  page,
  request,
}) => {
  const user = freshDetails('end');
  await page.goto('/register/dealer-group');
  const groups = page.getByRole('combobox', { name: 'Dealer Group' });
  await groups.fill('Coastal');
  await page.getByRole('option', { name: demo.dealerGroup.name }).click();
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('radio', { name: 'Email' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await typeCode(page, await waitForCode(request, user.email, since));

  const message = 'Registration successful. You can now sign in.';
  await expect(stepHeading(page)).toHaveText('Company details');
  await expect(groups).toHaveValue('');
  await expect(toast(page, message)).toBeVisible();
  const completed = page.getByTestId('registration-completed');
  await expect(completed).toContainText(message);
  // The toast announced it: the page's panel is not a second live region.
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await expect(completed).not.toHaveAttribute('role');
  await expect(completed).not.toHaveAttribute('aria-live');
  await checkA11y(page, 'dealer-group registration completed');
  // Still there once the toast has gone.
  await expect(toast(page, message)).toHaveCount(0, { timeout: 10_000 });
  await expect(completed).toContainText(message);
  await completed.getByRole('link', { name: 'Sign in with your new username' }).click();
  await expect(page).toHaveURL(/\/login\/dealer-group$/);
});

test("a recovered username is emphasised, carried into the sign-in form by 'Back to Login', and the done page offers no 'Not you?'", async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'rcv');
  await page.goto('/forgot-username/dealer');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await page.keyboard.press('Enter');
  await typeCode(page, await sendCodeBy(page, 'Mobile', user.mobileNo));
  await expect(stepHeading(page)).toHaveText('Your username');
  const recovered = page.getByTestId('recovered-username');
  await expect(recovered).toHaveText(`Your username is ${user.username}`);
  await expect(recovered.locator('strong')).toHaveText(user.username);
  await expect(page.getByRole('button', { name: 'Not you?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await checkA11y(page, 'recovered username');

  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login\/dealer$/);
  await expect(textbox(page, 'Username')).toHaveValue(user.username);
  // Carried in the history entry, not the address.
  expect(page.url()).not.toContain(user.username);
});
