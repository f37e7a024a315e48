import {
  type APIRequestContext,
  type Browser,
  type CDPSession,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { serviceUrl } from '../support/outbox.ts';
import {
  checkA11y,
  holdEntry,
  resolveCaptcha,
  sendCodeBy,
  siteOrigin,
  stepHeading,
  textbox,
  typeCode,
} from '../support/portal.ts';
import { apiToken, createDealer, demo } from '../support/users.ts';

// Passkeys for people (PASSKEY-1 to PASSKEY-6), in Chromium with the DevTools protocol's
// virtual authenticator: a platform authenticator (internal transport) with resident keys and
// user verification, as a phone's or laptop's fingerprint reader is.

type Authenticator = { cdp: CDPSession; authenticatorId: string };

/** Gives `page` a virtual platform authenticator; with `verifies` false it cannot verify its user. */
async function addAuthenticator(page: Page, verifies = true): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: verifies,
      isUserVerified: verifies,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

const homePattern = (origin: string) =>
  new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/home/[A-Za-z0-9_-]+$`);

type Person = {
  type: 'customer' | 'dealer';
  username: string;
  password: string;
  channel: 'Mobile' | 'Email';
  to: string;
};

/** Signs in on `/login/{type}` by username, password, captcha and code, up to the code's answer. */
async function signInByCode(page: Page, person: Person) {
  await page.goto(`/login/${person.type}`);
  await textbox(page, 'Username').fill(person.username);
  await textbox(page, 'Password').fill(person.password);
  await resolveCaptcha(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const code = await sendCodeBy(page, person.channel, person.to);
  await typeCode(page, code);
}

/**
 * A fresh browser context whose authenticator holds `credential` (the same passkey, synced).
 * With `autofill` false the browser offers no passkeys in a field's autofill (as some do not):
 * the virtual authenticator answers an autofill request at once, as a person picking their one
 * passkey there would, so only such a browser waits for the button.
 */
async function deviceWith(browser: Browser, credential: unknown, autofill = true) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!autofill) {
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
  }
  const authenticator = await addAuthenticator(page);
  await authenticator.cdp.send('WebAuthn.addCredential', {
    authenticatorId: authenticator.authenticatorId,
    credential: credential as never,
  });
  return { context, page, authenticator };
}

async function removeAllPasskeys(request: APIRequestContext, sessionToken: string) {
  const headers = { Authorization: `Bearer ${apiToken}`, 'x-token': sessionToken };
  const listed = await request.get(`${serviceUrl}/user/v1/passkeys`, { headers });
  const { payload } = (await listed.json()) as { payload: { passkeys: { id: string }[] } };
  for (const { id } of payload.passkeys) {
    const removed = await request.post(`${serviceUrl}/user/v1/passkeys/remove`, {
      headers,
      data: { id },
    });
    expect(removed.ok()).toBe(true);
  }
  return payload.passkeys.length;
}

const people: Array<(request: APIRequestContext) => Promise<Person>> = [
  // The seeded customer, by e-mail (the sign-in tests use the customer's mobile).
  async () => ({
    type: 'customer',
    username: demo.customer.username,
    password: demo.customer.password,
    channel: 'Email',
    to: demo.customer.email,
  }),
  async (request) => {
    const dealer = await createDealer(request, 'pkd');
    return { type: 'dealer', ...dealer, channel: 'Mobile', to: dealer.mobileNo };
  },
];

for (const [index, made] of people.entries()) {
  const type = index === 0 ? 'customer' : 'dealer';
  test(`${type}: a passkey offered after a code sign-in signs in on another browser, and is refused once removed`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const person = await made(request);

    // The offer, after the code and before the welcome and the redirect.
    const first = await browser.newContext();
    const page = await first.newPage();
    const device = await addAuthenticator(page);
    await signInByCode(page, person);
    await expect(stepHeading(page)).toHaveText('Sign in faster next time');
    await expect(
      page.getByText(
        'Sign in faster next time with a passkey (your fingerprint, face or screen lock).',
      ),
    ).toBeVisible();
    await checkA11y(page, 'passkey offer');
    expect(page.url()).not.toMatch(/\/home\//);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await page.waitForURL(homePattern(siteOrigin[person.type]));
    const { credentials } = await device.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: device.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await first.close();

    // Another browser with the same passkey: signed in by the button, no code.
    const second = await deviceWith(browser, credentials[0], false);
    await second.page.goto(`/login/${person.type}`);
    const signedIn = second.page.waitForResponse(/\/user\/v1\/passkeys\/authentication$/);
    await second.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    const sessionToken = (await signedIn).headers()['x-token'] ?? '';
    expect(sessionToken).not.toBe('');
    await second.page.waitForURL(homePattern(siteOrigin[person.type]));

    // A third that offers passkeys in the username field's autofill: picked there (the virtual
    // authenticator picks the one it holds), signed in without a press. The passkey as the second
    // now holds it: its signature counter moved on, and the service refuses a counter that goes
    // back (a cloned authenticator).
    const synced = await second.authenticator.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: second.authenticator.authenticatorId,
    });
    const third = await deviceWith(browser, synced.credentials[0]);
    await third.page.goto(`/login/${person.type}`);
    await third.page.waitForURL(homePattern(siteOrigin[person.type]));
    await third.context.close();

    // Removed through the service's API: the same passkey is refused, with the service's words,
    // and the code is one press away.
    expect(await removeAllPasskeys(request, sessionToken)).toBe(1);
    await second.page.goto(`/login/${person.type}`);
    await second.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      second.page
        .getByText('This passkey could not be used. Please try again, or sign in with a code.')
        .first(),
    ).toBeVisible();
    await expect(second.page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await second.context.close();
  });
}

test('a passkey for the dealer portal is refused on the customer portal with its own message', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const dealer = await createDealer(request, 'pkw');
  const context = await browser.newContext();
  const page = await context.newPage();
  const device = await addAuthenticator(page);
  await signInByCode(page, {
    type: 'dealer',
    ...dealer,
    channel: 'Mobile',
    to: dealer.mobileNo,
  });
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.waitForURL(homePattern(siteOrigin.dealer));
  expect(
    (await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId }))
      .credentials,
  ).toHaveLength(1);
  await page.goto('/login/customer');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByText(/belongs to an account on another Forecourt portal/).first(),
  ).toBeVisible();
  await context.close();
});

test('Not now goes on at once, and a device without user verification is not allowed', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const dealer = await createDealer(request, 'pkn');
  const context = await browser.newContext();
  const page = await context.newPage();
  await addAuthenticator(page);
  await signInByCode(page, { type: 'dealer', ...dealer, channel: 'Mobile', to: dealer.mobileNo });
  await expect(stepHeading(page)).toHaveText('Sign in faster next time');
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL(homePattern(siteOrigin.dealer));
  await context.close();

  // A security key that cannot verify its user: the service asks for verification.
  const other = await browser.newContext();
  const weak = await other.newPage();
  await addAuthenticator(weak, false);
  await weak.goto('/login/dealer');
  await weak.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    weak
      .getByText(
        'The passkey was not used: it was cancelled, or this device did not allow it. Try again, or sign in with a code.',
      )
      .first(),
  ).toBeVisible();
  await other.close();
});

test('the admin sign-in offers no passkey, and a browser without an authenticator sees only the button', async ({
  page,
}) => {
  await page.goto('/login/customer/admin');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  await page.goto('/login/customer');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await expect(textbox(page, 'Username')).toHaveAttribute('autocomplete', 'username webauthn');
});

test('the passkey button waits for the takeover, and a press before it is not kept', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user/v1/passkeys/')) asked.push(new URL(request.url()).pathname);
  });
  // A browser without passkey autofill: the only challenge would be the button's.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  const release = await holdEntry(page);
  await page.goto('/login/customer', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  // A person's click (Playwright waits for an aria-disabled button to be enabled otherwise).
  await button.click({ force: true });
  release();
  await page.waitForFunction(
    () => performance.getEntriesByName('forecourt:interactive').length > 0,
  );
  await expect(button).not.toHaveAttribute('aria-disabled');
  // The browser's dialog needs a press of its own: nothing was asked for on the early one.
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);
});
