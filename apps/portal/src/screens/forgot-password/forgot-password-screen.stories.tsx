import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  openScreen,
  portalTypeControl,
  type ScreenArgs,
  screenStoryBase,
} from '../../test/screen-story-meta.tsx';
import {
  expectStep,
  type FirstStep,
  fill,
  page,
  shown,
  typeCode,
  walkToChannelStep,
  walkToCodeStep,
} from '../../test/story-steps.ts';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';

const meta = {
  title: 'Portal/Forgot password',
  ...screenStoryBase,
  ...portalTypeControl,
  loaders: [openScreen({ path: '/forgot-password/$type', component: ForgotPasswordScreen })],
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const username: FirstStep = { fields: [['Username', 'democustomer']], submit: 'Submit' };
const codeStep = { codeStep: 'Enter the code and your new password' };

/** Step 0: an ID number or a username, with the 'Or' divider between them. */
export const Step0Identify: Story = {
  name: 'Step 0: ID number or username',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expectStep(screen, 'Enter your ID number or your username');
    await expect(screen.getByText(shown('Or'), { exact: true })).toBeVisible();
  },
};

/** Typing a username hides the ID number field and the divider. */
export const Step0UsernameTyped: Story = {
  name: 'Step 0: username typed',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await fill(screen, 'Username', 'democustomer');
    await expect(screen.queryByLabelText(shown('Id Number'))).toBeNull();
  },
};

export const Step1Channel: Story = {
  name: 'Step 1: channel',
  play: async ({ canvasElement }) => walkToChannelStep(page(canvasElement), username),
};

/** Step 2 with the requirements checklist half met: the new password lacks a special character. */
export const Step2Checklist: Story = {
  name: 'Step 2: code, new password and checklist',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, username, codeStep);
    await fill(screen, 'New Password', 'Changed2026');
    await expect(await screen.findByText(shown('Password requirements'))).toBeVisible();
  },
};

/** The main path: new password verified, the code checked, the user signed in. */
export const Step3Done: Story = {
  name: 'Step 3: password changed',
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await walkToCodeStep(screen, username, codeStep);
    await fill(screen, 'New Password', 'Changed#2026a');
    await fill(screen, 'Verify Password', 'Changed#2026a');
    await typeCode(screen);
    await expectStep(screen, 'Your password has been changed');
    await expect(
      screen.getByRole('button', { name: shown('Continue to your portal') }),
    ).toBeVisible();
  },
};
