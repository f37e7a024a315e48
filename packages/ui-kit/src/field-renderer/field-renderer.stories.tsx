import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldRenderer, type FieldRendererProps } from './field-renderer.tsx';

/** Holds the value so the field responds as it does in a form. */
function StatefulField(props: FieldRendererProps) {
  const [value, setValue] = useState(props.value);
  return (
    <FieldRenderer
      {...props}
      value={value}
      onChange={(name, next, item) => {
        setValue(next);
        props.onChange(name, next, item);
      }}
    />
  );
}

const dealerGroups = [
  { id: 'g1', name: 'Sandton Motor Group' },
  { id: 'g2', name: 'Durban Auto Holdings' },
];

const meta = {
  title: 'Fields/FieldRenderer',
  component: FieldRenderer,
  render: (args) => <StatefulField {...args} />,
  args: {
    value: '',
    onChange: fn(),
    descriptor: { name: 'username', label: 'Username', type: 'text', maxLength: 55 },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '16rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Username'), 'thabo');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'thabo', undefined);
  },
};

export const Mobile: Story = {
  args: { descriptor: { name: 'mobileNo', label: 'Mobile Number', type: 'mobile' } },
};

export const NumberType: Story = {
  name: 'Number',
  args: { descriptor: { name: 'idNumber', label: 'Id Number', type: 'number', maxLength: 13 } },
};

export const DateType: Story = {
  name: 'Date',
  args: { descriptor: { name: 'birthdate', label: 'Date of birth', type: 'date' } },
};

export const SelectType: Story = {
  name: 'Select',
  args: {
    descriptor: {
      name: 'preferredComm',
      label: 'Send OTP to',
      type: 'select',
      list: [
        { id: 'mobile', name: 'Mobile' },
        { id: 'email', name: 'Email' },
      ],
    },
  },
};

export const AutocompleteType: Story = {
  name: 'Autocomplete',
  args: {
    descriptor: {
      name: 'dealerGroupId',
      label: 'Dealership',
      type: 'autocomplete',
      list: dealerGroups,
    },
  },
};

export const CheckboxType: Story = {
  name: 'Checkbox',
  args: {
    value: 'No',
    descriptor: {
      name: 'termsConditions',
      label: 'I accept the terms and conditions',
      type: 'checkbox',
    },
  },
};

export const CheckGroup: Story = {
  args: {
    descriptor: {
      name: 'preferredComm',
      label: 'Send OTP to',
      type: 'check',
      list: [
        { id: 'mobile', name: 'Mobile' },
        { id: 'email', name: 'Email' },
      ],
    },
  },
};

export const PasswordWithRequirements: Story = {
  args: {
    descriptor: {
      name: 'password',
      label: 'Password',
      type: 'password',
      showPasswordRequirements: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'Abcdef1#');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Invalid: Story = {
  args: {
    value: 'x@',
    error: 'Invalid Email Address.',
    descriptor: { name: 'email', label: 'Email', type: 'text' },
  },
};

export const Disabled: Story = {
  args: {
    value: 'Thabo',
    descriptor: { name: 'name', label: 'First name', type: 'text', disabled: true },
  },
};
