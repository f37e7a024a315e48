import { expect, type Page } from '@playwright/test';
import { textbox } from './portal.ts';
import type { FreshUser } from './users.ts';

/** Dealer registration, step 0: the company's names and registration number. */
export async function fillDealerCompany(page: Page, tradingName: string, registrationNo: string) {
  await textbox(page, 'Dealership Trading Name').fill(tradingName);
  await textbox(page, 'CIPC Name').fill(`${tradingName} Pty Ltd`);
  await textbox(page, 'Company Registration Number').fill(registrationNo);
}

/** Dealer and dealer-group registration, step 0: the director; `mobile` as typed. */
export async function fillDirector(page: Page, user: FreshUser, mobile = user.mobileNo) {
  await expect(page.getByRole('heading', { name: 'COMPANY DIRECTOR DETAILS' })).toBeVisible();
  await textbox(page, 'Director Name').fill('Ada');
  await textbox(page, 'Director Surname').fill('Lovelace');
  await textbox(page, 'Id Number').fill(user.idNumber);
  await textbox(page, 'Email').fill(user.email);
  await textbox(page, 'Mobile Number').fill(mobile);
}

/**
 * Dealer-group registration before the takeover: the plain box offers the groups' names as the
 * browser's suggestions (the start script's `<datalist>`); choosing one puts the name in the box,
 * which is what this does once `name` is on offer (the browser's own list is not in the page).
 */
export async function chooseSuggestedDealerGroup(page: Page, name: string) {
  const groups = page.getByRole('combobox', { name: /Dealer Group|Handelaarsgroep/ });
  const list = await groups.getAttribute('list');
  await expect(page.locator(`datalist[id="${list}"] option[value="${name}"]`)).toHaveCount(1);
  await groups.fill(name);
}

/** The sign-in details every registration asks for, with the terms accepted. */
export async function fillCredentials(page: Page, username: string, password: string) {
  await textbox(page, 'Username').fill(username);
  await textbox(page, 'Password').fill(password);
  await textbox(page, 'Verify Password').fill(password);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
}
