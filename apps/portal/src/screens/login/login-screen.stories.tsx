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
