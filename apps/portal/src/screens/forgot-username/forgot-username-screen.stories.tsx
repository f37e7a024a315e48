import { type PortalType, portalTypes } from '@forecourt/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen, loadScreen, ScreenStory } from '../../test/screen-story.tsx';
import { storyCustomer } from '../../test/story-service.ts';
import { expectStep, fill, page, press, sendCodeBy, typeCode } from '../../test/story-steps.ts';
import { ForgotUsernameScreen } from './forgot-username-screen.tsx';

type Args = { type: PortalType };

const meta = {
  title: 'Portal/Forgot username',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { type: { control: 'inline-radio', options: portalTypes } },
  args: { type: 'customer' },
  loaders: [
    async ({ args }) => ({
      screen: await loadScreen({
        path: '/forgot-username/$type',
        url: `/forgot-username/${args.type}`,
        component: ForgotUsernameScreen,
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
  await press(screen, 'Submit');
  await expectStep(screen, 'Where should we send your code?');
}

async function toCodeStep(screen: Screen) {
  await toChannelStep(screen);
  await sendCodeBy(screen, 'Mobile');
  await expectStep(screen, 'Enter the code we sent you');
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
  play: async ({ canvasElement }) => toCodeStep(page(canvasElement)),
};

/** The main path ends here: the code checked, the username shown. */
export const Step3Username: Story = {
  name: 'Step 3: username shown',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await toCodeStep(screen);
    await typeCode(screen);
    await expect(await screen.findByText('Your username is democustomer')).toBeVisible();
  },
};
