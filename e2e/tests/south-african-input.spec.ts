import { expect, type Locator, type Page, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import { resolveCaptcha, siteOrigin, stepHeading, textbox, typeCode } from '../support/portal.ts';
import { fillCredentials } from '../support/registration.ts';
import { demo, freshDetails } from '../support/users.ts';

// South African input (GUIDE-20 to GUIDE-24) in real Chromium: ID numbers as the ID book prints
// them, company names and CIPC registration numbers as companies write them, and inputs that
// never cut a paste.

/** `8001015009087` as the ID book prints it, its groups split by `separator`. */
const printed = (idNumber: string, separator: string) =>
  [idNumber.slice(0, 6), idNumber.slice(6, 10), idNumber.slice(10)].join(separator);

/** Pastes `text` into `field` from the system clipboard (Ctrl+V), as a person does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('ID sign-in: the number keypad, and an ID typed as printed in the ID book signs in', async ({
  page,
}) => {
  await page.goto('/id-login/customer');
  const id = textbox(page, 'Id Number');
  await expect(id).toHaveAttribute('inputmode', 'numeric');
  await expect(id).not.toHaveAttribute('maxlength');
  await id.pressSequentially(printed(demo.customer.idNumber, ' '));
  await expect(id).toHaveValue(demo.customer.idNumber);
  await resolveCaptcha(page);
  const check = page.waitForRequest((request) => request.url().endsWith('/profileDetailsForOtp'));
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  expect((await check).postDataJSON()).toMatchObject({ idNumber: demo.customer.idNumber });
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
});

test('ID sign-in: an ID pasted with dashes is accepted, one pasted too long is kept and explained', async ({
  page,
}) => {
  await page.goto('/id-login/dealer');
  const id = textbox(page, 'Id Number');
  await paste(page, id, `${printed(demo.dealer.idNumber, '-')}7`);
  // Not cut at 13: all 14 digits stay, and the rule says why they are refused.
  await expect(id).toHaveValue(`${demo.dealer.idNumber}7`);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toHaveAccessibleDescription('Invalid ID Number: ID must be 13 digits long.');

  await paste(page, id, printed(demo.dealer.idNumber, '-'));
  await expect(id).toHaveValue(demo.dealer.idNumber);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
});

test('the username recovery and the password reset take an ID typed as printed, on the number keypad', async ({
  page,
}) => {
  for (const path of ['/forgot-username/customer', '/forgot-password/customer']) {
    await page.goto(path);
    const id = textbox(page, 'Id Number');
    await expect(id).toHaveAttribute('inputmode', 'numeric');
    await expect(id).not.toHaveAttribute('maxlength');
    await paste(page, id, printed(demo.customer.idNumber, ' '));
    await expect(id).toHaveValue(demo.customer.idNumber);
  }
});

test('a dealer registers as South Africans write it: (Pty) Ltd, the CIPC number, the ID as printed', async ({
  page,
  request,
}) => {
  const user = freshDetails('sainput');
  await page.goto('/register/dealer');
  const tradingName = textbox(page, 'Dealership Trading Name');
  const regNo = textbox(page, 'Company Registration Number');
  const id = textbox(page, 'Id Number');
  await expect(tradingName).not.toHaveAttribute('maxlength');
  await expect(regNo).not.toHaveAttribute('maxlength');
  await expect(id).toHaveAttribute('inputmode', 'numeric');

  // A name pasted too long stays in full and is explained at the field.
  const tooLong = `Ubuntu Motors (Pty) Ltd ${'x'.repeat(40)}`;
  await paste(page, tradingName, tooLong);
  await expect(tradingName).toHaveValue(tooLong);
  await textbox(page, 'CIPC Name').fill('Ubuntu Motors (Pty) Ltd');
  await regNo.pressSequentially('2019/123456/07');
  await expect(regNo).toHaveValue('2019/123456/07');
  await textbox(page, 'Director Name').fill('Zanele');
  await textbox(page, 'Director Surname').fill('Khumalo');
  await paste(page, id, printed(user.idNumber, ' '));
  await expect(id).toHaveValue(user.idNumber);
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Mobile Number').fill(user.mobileNo);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please add details' });
  await expect(dialog).toContainText('Must be at most 60 characters.');
  await page.keyboard.press('Escape');
  await expect(tradingName).toHaveAttribute('aria-invalid', 'true');
  await expect(tradingName).toHaveAccessibleDescription('Must be at most 60 characters.');

  await paste(page, tradingName, 'Ubuntu Motors (Pty) Ltd');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  const sent = page.waitForRequest((r) => r.url().endsWith('/userProfile'));
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    companyName: 'Ubuntu Motors (Pty) Ltd',
    cipcName: 'Ubuntu Motors (Pty) Ltd',
    companyRegNo: '201912345607',
    idNumber: user.idNumber,
  });
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await typeCode(page, await waitForCode(request, user.mobileNo, since));
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
});

test('customer registration: the lookup ID field has the number keypad and drops separators', async ({
  page,
}) => {
  await page.goto('/register/customer');
  const id = textbox(page, 'Id Number');
  await expect(id).toHaveAttribute('inputmode', 'numeric');
  await expect(id).not.toHaveAttribute('maxlength');
  await id.pressSequentially(printed(demo.unregisteredCustomers[1].idNumber, '-'));
  await expect(id).toHaveValue(demo.unregisteredCustomers[1].idNumber);
});
