import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { dateFieldGuidance } from './date-field.guidance.tsx';
import { DateField } from './date-field.tsx';

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  parameters: { guidance: dateFieldGuidance },
  args: { label: 'Date of birth', name: 'birthdate', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await userEvent.type(input, '311299');
    await expect(input).toHaveValue('31/12/99');
  },
};

export const Invalid: Story = { args: { defaultValue: '31/02/99', error: 'Invalid date.' } };

export const Disabled: Story = { args: { value: '01/01/80', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** A date shown to read, in the kit's read-only look, not the disabled one. */
export const ReadOnly: Story = {
  args: { value: '01/01/80', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).not.toHaveAttribute('aria-disabled');
  },
};
