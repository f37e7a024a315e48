import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { selectGuidance } from './select.guidance.tsx';
import { Select } from './select.tsx';

const meta = {
  title: 'Fields/Select',
  component: Select,
  parameters: { guidance: selectGuidance },
  args: {
    label: 'Send OTP to',
    name: 'preferredComm',
    options: [
      { value: 'mobile', label: 'Mobile' },
      { value: 'email', label: 'Email' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('email');
  },
};

export const Selected: Story = { args: { defaultValue: 'mobile' } };

export const Invalid: Story = { args: { error: 'Please provide Send OTP to.' } };

export const Disabled: Story = { args: { defaultValue: 'email', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
