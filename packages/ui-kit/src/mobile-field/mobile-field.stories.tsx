import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { mobileFieldGuidance } from './mobile-field.guidance.tsx';
import { MobileField } from './mobile-field.tsx';

const meta = {
  title: 'Fields/MobileField',
  component: MobileField,
  parameters: { guidance: mobileFieldGuidance },
  args: { label: 'Mobile number', name: 'mobileNo', onChange: fn() },
} satisfies Meta<typeof MobileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await userEvent.type(input, '+27 82 123 4567');
    await expect(input).toHaveValue('+27 82 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+27 82 123 4567');
  },
};

export const SpecMask: Story = {
  args: { mask: '0999999999' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await userEvent.type(input, '821234567');
    await expect(input).toHaveValue('0821234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0821234567');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '0121234567', error: 'Invalid Mobile Number.' },
};

export const Disabled: Story = { args: { value: '0821234567', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** A mobile number shown to read, in the kit's read-only look, not the disabled one. */
export const ReadOnly: Story = {
  args: { value: '082 123 4567', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mobile number');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).not.toHaveAttribute('aria-disabled');
  },
};
