import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { passwordFieldGuidance } from './password-field.guidance.tsx';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'Fields/PasswordField',
  component: PasswordField,
  parameters: { guidance: passwordFieldGuidance },
  args: { label: 'Password', name: 'password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Revealed: Story = {
  args: { defaultValue: 'Secret#123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const NewPassword: Story = { args: { autoComplete: 'new-password' } };

export const Invalid: Story = { args: { defaultValue: 'abc', error: 'Please provide Password.' } };

export const Disabled: Story = { args: { defaultValue: 'Secret#123', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** A password shown to read (hidden until revealed), in the kit's read-only look. */
export const ReadOnly: Story = {
  args: { value: 'Secret#123', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).not.toHaveAttribute('aria-disabled');
  },
};
