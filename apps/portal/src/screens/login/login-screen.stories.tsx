import type { PasskeyBrowser } from '@forecourt/flows-core';
import { fakeFailure } from '@forecourt/flows-core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen } from '../../test/screen-story.tsx';
import {
  openScreen,
  portalTypeControl,
  type ScreenArgs,
  screenStoryBase,
} from '../../test/screen-story-meta.tsx';
import {
  expectPressable,
  expectStep,
  expectWaiting,
  type FirstStep,
  fill,
  page,
  press,
  resolveCaptcha,
  sendCodeBy,
  shown,
  startsWith,
  typeCode,
  walkToChannelStep,
  walkToCodeStep,
} from '../../test/story-steps.ts';
import { AdminLoginScreen } from './admin-login-screen.tsx';
import { LoginScreen } from './login-screen.tsx';

const login = { path: '/login/$type', component: LoginScreen };

const meta = {
  title: 'Portal/Login',
  ...screenStoryBase,
  ...portalTypeControl,
  loaders: [openScreen(login)],
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const credentials: FirstStep = {
  fields: [
    ['Username', 'democustomer'],
    ['Password', 'Forecourt#2025'],
  ],
  captcha: true,
  submit: 'Login',
};

/** Step 0: username, password, captcha; Login stays disabled until the captcha is resolved. */
export const Step0Credentials: Story = {
  name: 'Step 0: credentials',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectStep(screen, 'Enter your username and password');
    await expectWaiting(screen.getByRole('button', { name: shown('Login') }));
  },
};

export const Step1Channel: Story = {
  name: 'Step 1: channel',
  play: async ({ canvasElement }) => walkToChannelStep(page(canvasElement), credentials),
};

/** Step 2 right after the code went out: the 180 s countdown runs, resend is disabled. */
export const Step2CountdownRunning: Story = {
  name: 'Step 2: code, countdown running',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, credentials);
    // The code step's content arrives with its chunk, a moment after its heading (issue 44).
    await expect(await screen.findByText(/00:03:00/)).toBeVisible();
    await expectWaiting(screen.getByRole('button', { name: startsWith(shown('Mobile')) }));
  },
};

/** Step 2 once the manual clock passed 180 s: both resend buttons are enabled. */
export const Step2CountdownEnded: Story = {
  name: 'Step 2: code, countdown ended',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToCodeStep(screen, credentials);
    loadedScreen(context).clock.advance(180_000);
    await expectPressable(await screen.findByRole('button', { name: startsWith(shown('Mobile')) }));
    await expectPressable(screen.getByRole('button', { name: startsWith(shown('Email')) }));
  },
};

/** Sending the code failed: only the two resend buttons show, without the timer (CODE-7). */
export const OtpFailed: Story = {
  name: 'Step 2: OTP failed',
  loaders: [
    openScreen({
      ...login,
      script: (api) =>
        api.answer('otpLoginCheck', fakeFailure('send_failed', 'The SMS gateway is down.')),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToChannelStep(screen, credentials);
    await sendCodeBy(screen, 'Mobile');
    await expect(
      await screen.findByText(
        shown('The code could not be sent. Send it again by mobile or e-mail.'),
      ),
    ).toBeVisible();
  },
};

/**
 * The main path: credentials, channel, code; the sixth digit signs in and leaves the portal. It
 * ends on the welcome toast and the address the browser goes to (the customer site's
 * /home/{kid}), shown under the screen.
 */
export const SignedIn: Story = {
  name: 'Main path: signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToCodeStep(screen, credentials);
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
    await expect(
      await screen.findByText(
        /^The browser now leaves the portal for http:\/\/127\.0\.0\.1:4303\/home\/\S+$/,
      ),
    ).toBeVisible();
  },
};

/** login/{type}/admin: the user's username plus the admin username and password. */
export const Admin: Story = {
  name: 'Admin',
  loaders: [openScreen({ path: '/login/$type/admin', component: AdminLoginScreen })],
  play: async (context) => {
    const screen = page(context.canvasElement);
    await fill(screen, 'Username', 'democustomer');
    await fill(screen, 'Admin Username', 'customeradmin');
    await fill(screen, 'Admin Password', 'AdminPass#2025');
    await resolveCaptcha(screen);
    await expectPressable(screen.getByRole('button', { name: shown('Login') }));
  },
};

/** A device that holds passkeys: its ceremonies succeed, or fail as `failing` says. */
function storyPasskeys(failing?: 'NotAllowedError' | 'NotSupportedError'): PasskeyBrowser {
  const answer = async () =>
    failing
      ? Promise.reject(Object.assign(new Error(failing), { name: failing }))
      : { id: 'story-passkey', rawId: 'story-passkey', type: 'public-key', response: {} };
  return {
    canHold: async () => true,
    offersAutofill: async () => false,
    create: answer,
    get: answer,
  };
}

/** Waits for `text` (English, as the catalogue has it) on show: at the step, and in its toast. */
async function expectSaid(screen: ReturnType<typeof page>, text: string) {
  await expect((await screen.findAllByText(shown(text)))[0]).toBeVisible();
}

/** Signs in by code up to the passkey offer. */
async function walkToOffer(screen: ReturnType<typeof page>) {
  await walkToCodeStep(screen, credentials);
  await typeCode(screen);
  await expectStep(screen, 'Sign in faster next time');
}

/**
 * After the code, on a device that can hold a passkey: the offer, before the welcome and the
 * redirect (PASSKEY-1).
 */
export const PasskeyOffer: Story = {
  name: 'Passkey: the offer after the code',
  loaders: [openScreen({ ...login, passkeys: storyPasskeys() })],
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToOffer(screen);
    // The offer's content arrives with its chunk, a moment after its heading.
    await expect(
      await screen.findByText(
        shown('Sign in faster next time with a passkey (your fingerprint, face or screen lock).'),
      ),
    ).toBeVisible();
    await expectPressable(screen.getByRole('button', { name: shown('Create a passkey') }));
    await expectPressable(screen.getByRole('button', { name: shown('Not now') }));
    await expect(loadedScreen(context).redirects).toHaveLength(0);
  },
};

/** 'Create a passkey' on the offer: the passkey is made, then the welcome and the redirect. */
export const PasskeyCreated: Story = {
  name: 'Passkey: created',
  loaders: [openScreen({ ...login, passkeys: storyPasskeys() })],
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToOffer(screen);
    await press(screen, 'Create a passkey');
    await expect(
      await screen.findByText(shown('Your passkey is ready: next time, sign in with it.')),
    ).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};

/** The device did not allow the passkey: the offer stays, with what to do (PASSKEY-5). */
export const PasskeyNotAllowed: Story = {
  name: 'Passkey: not allowed',
  loaders: [openScreen({ ...login, passkeys: storyPasskeys('NotAllowedError') })],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToOffer(screen);
    await press(screen, 'Create a passkey');
    await expectSaid(
      screen,
      'The passkey was not used: it was cancelled, or this device did not allow it. Try again, or sign in with a code.',
    );
    await expectPressable(screen.getByRole('button', { name: shown('Not now') }));
  },
};

/** 'Sign in with a passkey' on the first step (PASSKEY-3): the welcome and the redirect, no code. */
export const PasskeySignIn: Story = {
  name: 'Passkey: sign in with one',
  loaders: [openScreen({ ...login, passkeys: storyPasskeys() })],
  play: async (context) => {
    const screen = page(context.canvasElement);
    await press(screen, 'Sign in with a passkey');
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};

/** A passkey of another portal type is refused with its own message (PASSKEY-6). */
export const PasskeyWrongPortal: Story = {
  name: 'Passkey: of another portal',
  loaders: [
    openScreen({
      ...login,
      passkeys: storyPasskeys(),
      script: (api) =>
        api.answer(
          'passkeySignIn',
          fakeFailure(
            'passkey_wrong_portal',
            'This passkey belongs to an account on another Forecourt portal. Sign in there, or sign in here with a code.',
          ),
        ),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await press(screen, 'Sign in with a passkey');
    await expectSaid(
      screen,
      'This passkey belongs to an account on another Forecourt portal. Sign in there, or sign in here with a code.',
    );
    await expectStep(screen, 'Enter your username and password');
  },
};

/** A browser that cannot use passkeys here: sign in with a code instead (PASSKEY-5). */
export const PasskeyUnsupported: Story = {
  name: 'Passkey: browser without passkeys',
  loaders: [openScreen({ ...login, passkeys: storyPasskeys('NotSupportedError') })],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await press(screen, 'Sign in with a passkey');
    await expectSaid(screen, 'This browser cannot use passkeys here. Please sign in with a code.');
  },
};
