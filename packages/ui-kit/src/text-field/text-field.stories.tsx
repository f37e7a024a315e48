import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { textFieldGuidance } from './text-field.guidance.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  parameters: { guidance: textFieldGuidance },
  args: { label: 'Username', name: 'username', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'thabo');
    await expect(args.onChange).toHaveBeenLastCalledWith('thabo');
  },
};

export const WithHint: Story = { args: { hint: 'Letters and digits only, at most 55.' } };

export const Required: Story = { args: { required: true } };

export const Invalid: Story = {
  args: { label: 'Email', name: 'email', defaultValue: 'thabo@', error: 'Invalid Email Address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid Email Address.');
  },
};

export const Disabled: Story = {
  args: { label: 'First name', name: 'name', value: 'Thabo', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('First name');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-disabled', 'true');
  },
};

/** With the browser's own suggestions from a `<datalist>` (the dealership picker's stand-in). */
export const WithSuggestions: Story = {
  args: { label: 'Dealer Group', name: 'dealerGroupId', list: 'story-dealer-groups' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <datalist id="story-dealer-groups">
          <option value="Highveld Motor Group" />
          <option value="Coastal Auto Holdings" />
        </datalist>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Dealer Group' });
    await expect(input).toHaveAttribute('list', 'story-dealer-groups');
  },
};

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** A value shown to read, not to change: the kit's one read-only look, not the disabled one. */
export const ReadOnly: Story = {
  args: { label: 'Username', name: 'username', value: 'demodealer', readOnly: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).not.toHaveAttribute('aria-disabled');
  },
};
