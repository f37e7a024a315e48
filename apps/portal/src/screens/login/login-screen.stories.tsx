import { fakeRejection } from '@forecourt/flows-core';
import { type PortalType, portalTypes } from '@forecourt/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen, loadScreen, ScreenStory } from '../../test/screen-story.tsx';
import {
  expectStep,
  fill,
  page,
  press,
  resolveCaptcha,
  sendCodeBy,
  typeCode,
} from '../../test/story-steps.ts';
import { AdminLoginScreen } from './admin-login-screen.tsx';
import { LoginScreen } from './login-screen.tsx';

type Args = { type: PortalType };

const meta = {
  title: 'Portal/Login',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { type: { control: 'inline-radio', options: portalTypes } },
  args: { type: 'customer' },
  loaders: [
    async ({ args }) => ({
      screen: await loadScreen({
        path: '/login/$type',
        url: `/login/${args.type}`,
        component: LoginScreen,
        type: args.type,
      }),
    }),
  ],
  render: (_args, context) => <ScreenStory screen={loadedScreen(context)} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof page>;

async function toChannelStep(screen: Screen) {
  await fill(screen, 'Username', 'democustomer');
  await fill(screen, 'Password', 'Forecourt#2025');
  await resolveCaptcha(screen);
  await press(screen, 'Login');
  await expectStep(screen, 'Where should we send your code?');
}

async function toCodeStep(screen: Screen) {
  await toChannelStep(screen);
  await sendCodeBy(screen, 'Mobile');
  await expectStep(screen, 'Enter the code we sent you');
}

/** Step 0: username, password, captcha; Login stays disabled until the captcha is resolved. */
export const Step0Credentials: Story = {
  name: 'Step 0: credentials',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectStep(screen, 'Enter your username and password');
    await expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  },
};

export const Step1Channel: Story = {
  name: 'Step 1: channel',
  play: async ({ canvasElement }) => toChannelStep(page(canvasElement)),
};

/** Step 2 right after the code went out: the 180 s countdown runs, resend is disabled. */
export const Step2CountdownRunning: Story = {
  name: 'Step 2: code, countdown running',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await toCodeStep(screen);
    await expect(screen.getByText(/00:03:00/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Mobile' })).toBeDisabled();
  },
};

/** Step 2 once the manual clock passed 180 s: both resend buttons are enabled. */
export const Step2CountdownEnded: Story = {
  name: 'Step 2: code, countdown ended',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await toCodeStep(screen);
    loadedScreen(context).clock.advance(180_000);
    await expect(await screen.findByRole('button', { name: 'Mobile' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Email' })).toBeEnabled();
  },
};

/** Sending the code failed: only the two resend buttons show, without the timer (spec §4). */
export const OtpFailed: Story = {
  name: 'Step 2: OTP failed',
  loaders: [
    async ({ args }) => ({
      screen: await loadScreen({
        path: '/login/$type',
        url: `/login/${args.type}`,
        component: LoginScreen,
        type: args.type,
        script: (api) => api.answer('otpLoginCheck', fakeRejection('The SMS gateway is down.')),
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await toChannelStep(screen);
    await sendCodeBy(screen, 'Mobile');
    await expect(
      await screen.findByText('The code could not be sent. Send it again by mobile or e-mail.'),
    ).toBeVisible();
  },
};

/** The main path: credentials, channel, code; the sixth digit signs in and leaves the portal. */
export const SignedIn: Story = {
  name: 'Main path: signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await toCodeStep(screen);
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};

/** login/{type}/admin: the user's username plus the admin username and password. */
export const Admin: Story = {
  name: 'Admin',
  loaders: [
    async ({ args }) => ({
      screen: await loadScreen({
        path: '/login/$type/admin',
        url: `/login/${args.type}/admin`,
        component: AdminLoginScreen,
        type: args.type,
      }),
    }),
  ],
  play: async (context) => {
    const screen = page(context.canvasElement);
    await fill(screen, 'Username', 'democustomer');
    await fill(screen, 'Admin Username', 'customeradmin');
    await fill(screen, 'Admin Password', 'AdminPass#2025');
    await resolveCaptcha(screen);
    await expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};
