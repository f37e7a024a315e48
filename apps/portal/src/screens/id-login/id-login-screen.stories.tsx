import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen } from '../../test/screen-story.tsx';
import {
  openScreen,
  portalTypeControl,
  type ScreenArgs,
  screenStoryBase,
} from '../../test/screen-story-meta.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import {
  expectStep,
  type FirstStep,
  page,
  typeCode,
  walkToChannelStep,
  walkToCodeStep,
} from '../../test/story-steps.ts';
import { IdLoginScreen } from './id-login-screen.tsx';

const meta = {
  title: 'Portal/ID login',
  ...screenStoryBase,
  ...portalTypeControl,
  loaders: [openScreen({ path: '/id-login/$type', component: IdLoginScreen })],
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const idNumber: FirstStep = {
  fields: [['Id Number', storyCustomer.idNumber]],
  captcha: true,
  submit: 'Sign in With Id',
};

export const Step0IdNumber: Story = {
  name: 'Step 0: ID number',
  play: async ({ canvasElement }) => expectStep(page(canvasElement), 'Enter your ID number'),
};

export const Step1Channel: Story = {
  name: 'Step 1: channel',
  play: async ({ canvasElement }) => walkToChannelStep(page(canvasElement), idNumber),
};

export const Step2Code: Story = {
  name: 'Step 2: code',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, idNumber, { channel: 'Email' });
  },
};

/** The main path: ID number, channel, code; the sixth digit signs in. */
export const SignedIn: Story = {
  name: 'Main path: signed in',
  play: async (context) => {
    const screen = page(context.canvasElement);
    await walkToCodeStep(screen, idNumber);
    await typeCode(screen);
    await expect(await screen.findByText('Welcome to Forecourt CUSTOMER Portal')).toBeVisible();
    await expect(loadedScreen(context).redirects).toHaveLength(1);
  },
};
