import { expect, test } from '@playwright/test';
import { outbox, waitForCode } from '../support/outbox.ts';
import {
  checkA11y,
  resolveCaptcha,
  siteOrigin,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { fillCredentials, fillDealerCompany, fillDirector } from '../support/registration.ts';
import { demo, freshDetails } from '../support/users.ts';

test("a customer registers: the ID lookup prefills the details and names the record's contacts masked, then the code sent there signs in", async ({
  page,
  request,
}) => {
  const customer = demo.unregisteredCustomers[0];
  const user = freshDetails('cus');
  await page.goto('/register/customer');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Welcome to customer portal. Here is where you Register.',
    }),
  ).toBeVisible();
  await checkA11y(page, 'register customer step 0');
  await textbox(page, 'Id Number').fill(customer.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(stepHeading(page)).toBeFocused();
  await expect(textbox(page, 'First Name')).toHaveValue(customer.name);
  await expect(textbox(page, 'Last Name')).toHaveValue(customer.surname);
  // Where the code can go, masked: the finance record's number and address, never in full.
  const contacts = page.getByTestId('record-contacts');
  await expect(contacts).toContainText('07*****567');
  await expect(contacts).toContainText('t***@forecourt.co.za');
  await expect(page.getByRole('main')).not.toContainText(customer.mobileNo);
  await expect(textbox(page, 'Email')).toHaveValue('');
  await checkA11y(page, 'register customer step 1');
  await page.getByRole('combobox', { name: 'Send OTP to' }).click();
  await page.getByRole('option', { name: 'Mobile' }).click();
  await textbox(page, 'Email').fill(user.email);
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  // Whole minutes, never rounded up: 5 min at first, 4 min once a second has gone.
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    /^We sent the code to 07\*{5}567\. It is valid for [45] min\.$/,
  );
  await checkA11y(page, 'register customer step 2');
  const code = await waitForCode(request, customer.mobileNo, since);
  await typeCode(page, code);
  await page.waitForURL(new RegExp(`^${siteOrigin.customer}/home/`));
});

test('a taken username jumps to the username step', async ({ page }) => {
  const customer = demo.unregisteredCustomers[1];
  await page.goto('/register/customer');
  await textbox(page, 'Id Number').fill(customer.idNumber);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('combobox', { name: 'Send OTP to' }).click();
  await page.getByRole('option', { name: 'Email' }).click();
  await textbox(page, 'Email').fill('naledi.e2e@forecourt.co.za');
  await fillCredentials(page, demo.customer.username, 'Forecourt#2025');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Choose a different username');
  // A reply, not a validation message: on the screen (and in a toast), never in the dialog.
  await expect(
    page.getByRole('main').getByText('Username is already taken.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await checkA11y(page, 'register customer step 3');
});

test('a second registration of a customer whose code is out is told so on its step, and the first finishes', async ({
  browser,
  request,
}) => {
  const customer = demo.unregisteredCustomers[2];
  /** Customer registration up to the details step's Next, in a browser of its own. */
  const registerAs = async (prefix: string) => {
    const page = await (await browser.newContext()).newPage();
    const user = freshDetails(prefix);
    await page.goto('/register/customer');
    await textbox(page, 'Id Number').fill(customer.idNumber);
    await resolveCaptcha(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('combobox', { name: 'Send OTP to' }).click();
    await page.getByRole('option', { name: 'Mobile' }).click();
    await textbox(page, 'Email').fill(user.email);
    await fillCredentials(page, user.username, user.password);
    await page.getByRole('button', { name: 'Next' }).click();
    return page;
  };
  const since = Date.now();
  const owner = await registerAs('own');
  await expect(stepHeading(owner)).toHaveText('Enter the code we sent you');
  const stranger = await registerAs('str');
  // Nothing was sent: the step stays, with what was typed, and says why.
  await expect(
    stranger
      .getByRole('main')
      .getByText('A registration for this ID number is already waiting for its code.', {
        exact: false,
      }),
  ).toBeVisible();
  await expect(stepHeading(stranger)).toHaveText('Your details');
  const sent = (await outbox(request, customer.mobileNo)).filter(
    (message) => Date.parse(message.sentAt) >= since - 1000,
  );
  expect(sent).toHaveLength(1);
  const code = await waitForCode(request, customer.mobileNo, since);
  await typeCode(owner, code);
  await owner.waitForURL(new RegExp(`^${siteOrigin.customer}/home/`));
});

test('a dealer registers: company, director, code, then the dealer site', async ({
  page,
  request,
}) => {
  const user = freshDetails('newdlr');
  await page.goto('/register/dealer');
  await checkA11y(page, 'register dealer step 0');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Please add details' })).toBeVisible();
  await checkA11y(page, 'register dealer dialog');
  await page.keyboard.press('Escape');
  await fillDealerCompany(page, 'Ada Motors', '2019/555555');
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(stepHeading(page)).toBeFocused();
  await checkA11y(page, 'register dealer step 1');
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  await checkA11y(page, 'register dealer step 3');
  const code = await waitForCode(request, user.mobileNo, since);
  await typeCode(page, code);
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
});

test('a dealer group registers with the dealership autocomplete and starts over empty', async ({
  page,
  request,
}) => {
  const user = freshDetails('newgrp');
  await page.goto('/register/dealer-group');
  const groups = page.getByRole('combobox', { name: 'Dealer Group' });
  await groups.fill('Coastal');
  await page.getByRole('option', { name: demo.dealerGroup.name }).click();
  await expect(groups).toHaveValue(demo.dealerGroup.name);
  await fillDirector(page, user);
  await resolveCaptcha(page);
  await checkA11y(page, 'register dealer group step 0');
  await page.getByRole('button', { name: 'Register' }).click();

  await page.getByRole('radio', { name: 'Email' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  const code = await waitForCode(request, user.email, since);
  await typeCode(page, code);

  await expect(stepHeading(page)).toHaveText('Company details');
  await expect(stepHeading(page)).toBeFocused();
  await expect(groups).toHaveValue('');
  await expect(textbox(page, 'Id Number')).toHaveValue('');
});
