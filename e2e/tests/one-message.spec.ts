import { expect, type Page, test } from '@playwright/test';
import {
  checkA11y,
  resolveCaptcha,
  sendCodeBy,
  signInUpToChannel,
  textbox,
  toast,
  typeCode,
} from '../support/portal.ts';
import { createDealer, freshIdNumber } from '../support/users.ts';

// Issue 47: one failure, one message, heard once (MSG-1, MSG-12, MSG-13, GUIDE-13).

/** The text of the error toast on show (its title left out). */
async function toastText(page: Page): Promise<string> {
  await expect(toast(page, 'An error occurred')).toBeVisible();
  const shown = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'An error occurred' })
    .last();
  const text = (await shown.textContent()) ?? '';
  return text.replace('An error occurred', '').replace('×', '').trim();
}

test('a wrong code says the same words at the code field and in the toast, and the page does not announce it again', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'one');
  await signInUpToChannel(page, user);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  await typeCode(page, code === '000000' ? '111111' : '000000');
  const said = 'That code is not right. Tries left: 4.';
  await expect(page.getByRole('main').getByText(said)).toBeVisible();
  expect(await toastText(page)).toBe(said);
  await expect(page.getByText(/Invalid OTP/)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: said })).toHaveCount(0);
});

test('an unknown ID number on ID sign-in is said on the page in the words of its toast, in isiZulu too', async ({
  page,
}) => {
  await page.goto('/id-login/dealer');
  await textbox(page, 'Id Number').fill(freshIdNumber());
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Sign in With Id' }).click();
  const said = 'We could not find a profile for these details.';
  expect(await toastText(page)).toBe(said);
  await expect(page.getByRole('main').getByText(said)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: said })).toHaveCount(0);

  // After a switch to isiZulu the next failure is said in isiZulu on both.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zu');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zu/);
  await page.getByRole('button', { name: 'Ngena nge-ID' }).click();
  const zulu = 'Asikwazanga ukuthola iphrofayela yale mininingwane.';
  await expect(page.getByRole('main').getByText(zulu)).toBeVisible();
  // (A toast still on show from before says it in isiZulu now too.)
  await expect(
    page
      .getByRole('region', { name: /Izaziso/ })
      .getByText(zulu)
      .last(),
  ).toBeVisible();
});

test('on a phone the toast leaves the header and the language switch uncovered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route('**/user/v1/fetchUsersOtpDetails', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/login/dealer');
  await textbox(page, 'Username').fill('someone');
  await textbox(page, 'Password').fill('Typed#Pass1');
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const shown = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  await expect(shown).toBeVisible();
  // Wait for its slide-in to end before measuring where it sits.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const toastBox = await shown.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(toastBox).not.toBeNull();
  expect(headerBox).not.toBeNull();
  if (!toastBox || !headerBox) return;
  expect(toastBox.y, 'the toast starts below the header').toBeGreaterThanOrEqual(
    headerBox.y + headerBox.height,
  );
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeInViewport();
  await checkA11y(page, 'toast on a phone');
});
