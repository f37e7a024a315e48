import { expect, test } from '@playwright/test';
import { waitForCode } from '../support/outbox.ts';
import { stepHeading, textbox } from '../support/portal.ts';
import { createDealer } from '../support/users.ts';
test.use({ viewport: { width: 360, height: 740 } });
test('measure', async ({ page, request }) => {
  const user = await createDealer(request, 'fit');
  await page.goto('/forgot-password/dealer');
  await textbox(page, 'Username').fill(user.username);
  await page.getByRole('button', { name: 'Submit' }).click();
  const since = Date.now();
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await waitForCode(request, user.mobileNo, since);
  await expect(page.locator('#password-requirements')).toBeVisible();
  await page.waitForTimeout(500);
  const m = await page.evaluate(() => {
    const r = (sel: string) => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.height)]; };
    const out: Record<string, unknown> = { doc: document.documentElement.scrollHeight, header: r('header'), h1: r('h1'), h2: r('#step-heading'), card: r('section'), form: r('section form'), list: r('#password-requirements') };
    const form = document.querySelector('section form') ?? document.querySelector('section');
    out.children = [...(form?.querySelectorAll(':scope > *') ?? [])].map((e) => [e.tagName, e.className.toString().slice(0, 30), Math.round(e.getBoundingClientRect().top), Math.round(e.getBoundingClientRect().height)]);
    out.section = [...(document.querySelector('section')?.children ?? [])].map((e) => [e.tagName, Math.round(e.getBoundingClientRect().height)]);
    return out;
  });
  console.log(JSON.stringify(m, null, 1));
  await page.screenshot({ path: '/tmp/reset-360.png', fullPage: true });
});
