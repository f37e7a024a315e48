import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { numberFieldGuidance } from './number-field.guidance.tsx';
import { NumberField } from './number-field.tsx';

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  parameters: { guidance: numberFieldGuidance },
  args: { label: 'Id Number', name: 'idNumber', maxLength: 13, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Id Number');
    await userEvent.type(input, '80a01');
    await expect(args.onChange).toHaveBeenLastCalledWith('8001');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '800101', error: 'ID must be 13 digits long.' },
};

export const Disabled: Story = { args: { value: '8001015009087', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** An ID number shown to read (the finance record's), in the kit's read-only look. */
export const ReadOnly: Story = {
  args: { value: '8001015009087', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Id Number');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).not.toHaveAttribute('aria-disabled');
  },
};
