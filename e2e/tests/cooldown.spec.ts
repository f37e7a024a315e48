import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/outbox.ts';
import {
  checkA11y,
  sendCodeBy,
  signInUpToChannel,
  siteOrigin,
  stepHeading,
  toast,
  typeCode,
} from '../support/portal.ts';
import { apiToken, createDealer } from '../support/users.ts';

// Issue 16: sign in, receive a code, close the tab, sign in again inside the 180 s resend
// cooldown. The portal must not strand the person in 'otp failed' with two buttons that only
// say "please wait".

test('a second sign-in inside the cooldown goes to the code step, and the code already received signs in', async ({
  context,
  page,
  request,
}) => {
  const user = await createDealer(request, 'cool');
  await signInUpToChannel(page, user);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  await page.close(); // the person closes the tab with the code on their phone

  const again = await context.newPage();
  await signInUpToChannel(again, user);
  await again.getByRole('radio', { name: 'Email' }).check();
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(again)).toHaveText('Enter the code we sent you');
  await expect(toast(again, /already sent to your mobile and is still valid/)).toBeVisible();
  // E-mail was asked for: the page says when it becomes possible (issue 47).
  await expect(again.getByTestId('code-sent-to')).toContainText(
    'You chose Email: a code can be sent by e-mail once the countdown below ends.',
  );
  await expect(
    again.getByRole('group', { name: 'Send the code again by' }).getByRole('button', {
      name: 'Email',
    }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expect(again.getByText(/Request OTP again in : 00:0[12]:\d\d/)).toBeVisible();
  const resend = again.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: 'Mobile' })).toBeDisabled();
  await expect(again.getByText(/could not be sent/)).toHaveCount(0);
  await checkA11y(again, 'code already out');
  await typeCode(again, code);
  await again.waitForURL(new RegExp(`^${siteOrigin.dealer.replace(/[.:/]/g, '\\$&')}/home/`));
});

test("when no code can be sent yet, 'otp failed' shows how long to wait", async ({
  context,
  page,
  request,
}) => {
  const user = await createDealer(request, 'wait');
  await signInUpToChannel(page, user);
  const code = await sendCodeBy(page, 'Mobile', user.mobileNo);
  // The grant this tab holds (its flow handle), for the wrong tries below.
  const flowHandle = await page.evaluate(() =>
    sessionStorage.getItem('forecourt.login.dealer.handle'),
  );
  await page.close();
  // Five wrong tries with that grant burn the code: nothing is left to type, and the cooldown
  // holds.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  for (let i = 0; i < 5; i += 1) {
    const reply = await request.post(`${serviceUrl}/user/v1/otp/validateOpsOtpAndLogin`, {
      headers: { Authorization: `Bearer ${apiToken}` },
      data: {
        username: user.username,
        flowHandle,
        role: 'dealer',
        otp: wrong,
        preferredComm: 'mobile',
      },
    });
    expect(reply.status()).toBe(401);
  }

  const again = await context.newPage();
  await signInUpToChannel(again, user);
  await again.getByRole('radio', { name: 'Mobile' }).check();
  await again.getByRole('button', { name: 'Next' }).click();
  await expect(toast(again, 'An error occurred')).toBeVisible();
  // Both buttons wait: the notice says when they can be used, not 'send it again' (issue 47).
  await expect(again.getByTestId('send-failed')).toHaveText(
    'The code could not be sent. You can ask for a new one by mobile or e-mail when the time below has passed.',
  );
  await expect(again.getByText(/Send it again by mobile or e-mail/)).toHaveCount(0);
  await expect(again.getByText(/A new code can be sent in : 00:0[12]:\d\d/)).toBeVisible();
  await expect(again.getByLabel('6-digit code')).toHaveCount(0);
  const resend = again.getByRole('group', { name: 'Send the code again by' });
  await expect(resend.getByRole('button', { name: 'Mobile' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(resend.getByRole('button', { name: 'Email' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await checkA11y(again, 'otp failed with seconds');
});
