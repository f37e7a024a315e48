import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
import { ForgotUsernameScreen } from './forgot-username-screen.tsx';

const meta = {
  title: 'Portal/Forgot username',
  ...screenStoryBase,
  ...portalTypeControl,
  loaders: [openScreen({ path: '/forgot-username/$type', component: ForgotUsernameScreen })],
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const idNumber: FirstStep = { fields: [['Id Number', storyCustomer.idNumber]], submit: 'Submit' };

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
  play: async ({ canvasElement }) => walkToCodeStep(page(canvasElement), idNumber),
};

/** The main path ends here: the code checked, the username shown. */
export const Step3Username: Story = {
  name: 'Step 3: username shown',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, idNumber);
    await typeCode(screen);
    // The username is emphasised inside its sentence (RECOVER-USERNAME-7).
    const result = await screen.findByTestId('recovered-username');
    await expect(result).toHaveTextContent('Your username is democustomer');
    await expect(within(result).getByText('democustomer').tagName).toBe('STRONG');
  },
};
