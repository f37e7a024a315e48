import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState } from '../docs/states.ts';
import { otpInputGuidance } from './otp-input.guidance.tsx';
import { OtpInput } from './otp-input.tsx';

const meta = {
  title: 'Fields/OtpInput',
  component: OtpInput,
  parameters: { guidance: otpInputGuidance },
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('6-digit code');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Partial: Story = { args: { defaultValue: '123' } };

export const Complete: Story = { args: { defaultValue: '123456' } };

export const OtpFailed: Story = { args: { defaultValue: '123456', error: 'Invalid OTP.' } };

export const Disabled: Story = { args: { defaultValue: '12', disabled: true } };

/** Keyboard focus: the kit's ring around the boxes. */
export const Focus: Story = focusState;
