import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { checkboxGuidance } from './checkbox.guidance.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  parameters: { guidance: checkboxGuidance },
  args: { label: 'I accept the terms and conditions', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = { args: { error: 'Please provide Terms and Conditions.' } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
