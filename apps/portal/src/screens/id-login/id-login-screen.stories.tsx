import { type PortalType, portalTypes } from '@forecourt/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen, loadScreen, ScreenStory } from '../../test/screen-story.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import {
  expectStep,
  fill,
  page,
  press,
  resolveCaptcha,
  sendCodeBy,
  typeCode,
} from '../../test/story-steps.ts';
import { IdLoginScreen } from './id-login-screen.tsx';

type Args = { type: PortalType };

const meta = {
  title: 'Portal/ID login',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { type: { control: 'inline-radio', options: portalTypes } },
  args: { type: 'customer' },
  loaders: [
    async ({ args }) => ({
      screen: await loadScreen({
        path: '/id-login/$type',
        url: `/id-login/${args.type}`,
        component: IdLoginScreen,
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
  await fill(screen, 'Id Number', storyCustomer.idNumber);
  await resolveCaptcha(screen);
  await press(screen, 'Sign in With Id');
  await expectStep(screen, 'Where should we send your code?');
}

export const Step0IdNumber: Story = {
  name: 'Step 0: ID number',
  play: async ({ canvasElement }) => expectStep(page(canvasElement), 'Enter your ID number'),
};

export const Step1Channel: Story = {
  name: 'Step 1: channel',
  play: async ({ canvasElement }) => toChannelStep(page(canvasElement)),
};

export const Step2Code: Story = {
  name: 'Step 2: code',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await toChannelStep(screen);
    await sendCodeBy(screen, 'Email');
    await expectStep(screen, 'Enter the code we sent you');
  },
};

/** The main path: ID number, channel, code; the sixth digit signs in. */
export const SignedIn: Story = {
  name: 'Main path: signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await toChannelStep(screen);
    await sendCodeBy(screen, 'Mobile');
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};
