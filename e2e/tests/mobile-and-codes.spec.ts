import { expect, type Page, test } from '@playwright/test';
import { outbox, waitForCode } from '../support/outbox.ts';
import {
  resolveCaptcha,
  signInUpToChannel,
  siteOrigin,
  stepHeading,
  textbox,
} from '../support/portal.ts';
import { fillCredentials, fillDealerCompany, fillDirector } from '../support/registration.ts';
import { createDealer, type FreshUser, freshDetails } from '../support/users.ts';

// Issue 17: mobile numbers as people type them, and codes that fill themselves.

/** `0721234567` as people write it internationally: `+27 72 123 4567`. */
const international = (mobileNo: string) =>
  `+27 ${mobileNo.slice(1, 3)} ${mobileNo.slice(3, 6)} ${mobileNo.slice(6)}`;

/** Signs in as `user` up to the code step, the code sent by SMS; returns when it was sent. */
async function toCodeStep(page: Page, user: FreshUser): Promise<number> {
  await signInUpToChannel(page, user);
  await page.getByRole('radio', { name: 'Mobile' }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  return since;
}

test('a mobile number typed as +27 82 123 4567 is accepted and sent in the 10-digit form 0821234567', async ({
  page,
  request,
}) => {
  const user = freshDetails('intl');
  const typed = international(user.mobileNo);
  await page.goto('/register/dealer');
  await fillDealerCompany(page, 'Intl Motors', '2019/555556');
  await fillDirector(page, user, typed);
  await expect(textbox(page, 'Mobile Number')).toHaveValue(typed);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(stepHeading(page)).toHaveText('Director sign-in details');
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await fillCredentials(page, user.username, user.password);
  const since = Date.now();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/user/v1/userProfile'),
  );
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ mobileNo: user.mobileNo });

  await expect(stepHeading(page)).toHaveText('Enter the code we sent you');
  // The service stored the 10-digit form: the code goes to that number.
  const code = await waitForCode(request, user.mobileNo, since);
  await page.getByLabel('6-digit code').fill(code);
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
});

test('with WebOTP the code step reads the SMS code, fills it and signs in without typing', async ({
  page,
  request,
}) => {
  const user = await createDealer(request, 'wotp');
  let since = Number.POSITIVE_INFINITY;
  const asked: unknown[] = [];
  // What Chrome on Android does with an origin-bound SMS, from the service's development outbox.
  await page.exposeFunction('e2eReadSms', (otp: unknown) => {
    asked.push(otp);
    return waitForCode(request, user.mobileNo, since);
  });
  await page.addInitScript(() => {
    const page = window as unknown as {
      OTPCredential: unknown;
      e2eReadSms(otp: unknown): Promise<string>;
    };
    page.OTPCredential = class OTPCredential {};
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: (options: { otp?: unknown; signal?: AbortSignal }) =>
          new Promise((resolve, reject) => {
            options.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
            // A passkey request (the username field's autofill) waits, as on a phone that
            // holds no passkey for this site.
            if (!options.otp) return;
            void page
              .e2eReadSms(options.otp)
              .then((code) => resolve({ type: 'otp', id: '', code }));
          }),
      },
    });
  });
  since = Date.now();
  // The code step reads the code as soon as it shows and signs in: it may be gone before an
  // assertion on its heading gets to look, so only the arrival counts.
  await signInUpToChannel(page, user);
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
  // The page asked once for an SMS code, and the SMS carried the line WebOTP reads.
  expect(asked).toEqual([{ transport: ['sms'] }]);
  const [sms] = await outbox(request, user.mobileNo);
  expect(sms?.text.split('\n').at(-1)).toBe(`@localhost #${sms?.code}`);
});

test('a code pasted with spaces signs in', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createDealer(request, 'paste');
  const since = await toCodeStep(page, user);
  const code = await waitForCode(request, user.mobileNo, since);
  const spaced = ` ${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)} `;
  await page.evaluate((text) => navigator.clipboard.writeText(text), spaced);
  await page.getByLabel('6-digit code').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await page.waitForURL(new RegExp(`^${siteOrigin.dealer}/home/`));
});
