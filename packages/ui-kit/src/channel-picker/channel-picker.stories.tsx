import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { channelPickerGuidance } from './channel-picker.guidance.tsx';
import { ChannelPicker } from './channel-picker.tsx';

const meta = {
  title: 'Fields/ChannelPicker',
  component: ChannelPicker,
  parameters: { guidance: channelPickerGuidance },
  args: { onChange: fn() },
} satisfies Meta<typeof ChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Email' }));
    await expect(args.onChange).toHaveBeenCalledWith('email');
  },
};

export const MobileChosen: Story = { args: { defaultValue: 'mobile' } };

export const Invalid: Story = { args: { error: 'Please provide Send OTP to.' } };

export const Disabled: Story = { args: { defaultValue: 'email', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
