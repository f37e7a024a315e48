import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import { checkA11y, stepHeading, textbox } from '../support/portal.ts';
import { createDealer } from '../support/users.ts';

// GUIDE-48: the forgot-password reset step (the code, the new password, its checklist, the
// countdown and the resend buttons) fits a 360 x 740 phone screen, the checklist included.
test.use({ viewport: { width: 360, height: 740 } });

test('the password reset step fits a 360 x 740 screen with its checklist', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'fit');
  await page.goto('/forgot-password/dealer');
  await textbox(page, 'Username').fill(user.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepHeading(page)).toHaveText('Where should we send your code?');
  const since = Date.now();
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForCode(request, user.mobileNo, since);
  await expect(stepHeading(page)).toHaveText('Enter the code and your new password');
  const checklist = page.locator('#password-requirements');
  await expect(checklist).toBeVisible();
  await expect(page.getByText('Request OTP again in')).toBeVisible();

  // The step, from its heading (h2, which takes focus and so scrolls into view when the step
  // shows) to the bottom of its primary button, fits the screen: in English and in isiZulu.
  const stepHeight = () =>
    page.evaluate(() => {
      const top = document.querySelector('#step-heading')?.getBoundingClientRect().top ?? 0;
      const button = document.querySelector('section form button[type="submit"]');
      return Math.round((button?.getBoundingClientRect().bottom ?? Number.NaN) - top);
    });
  const english = await stepHeight();
  test.info().annotations.push({ type: 'step height (en)', description: `${english} px` });
  expect(english, 'the reset step from its heading to its button').toBeLessThanOrEqual(740);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
  await expect(stepHeading(page)).not.toHaveText('Enter the code and your new password');
  const zulu = await stepHeight();
  test.info().annotations.push({ type: 'step height (zu)', description: `${zulu} px` });
  expect(zulu, 'the reset step in isiZulu').toBeLessThanOrEqual(740);
  // Every requirement of the checklist is still listed.
  await expect(checklist.getByRole('listitem')).toHaveCount(6);
  // No sideways scrolling at 360 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await checkA11y(page, 'the reset step at 360 x 740');
});
