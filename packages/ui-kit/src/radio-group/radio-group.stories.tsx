import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { radioGroupGuidance } from './radio-group.guidance.tsx';
import { RadioGroup } from './radio-group.tsx';

const meta = {
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  parameters: { guidance: radioGroupGuidance },
  args: {
    label: 'Portal',
    options: [
      { value: 'customer', label: 'Customer' },
      { value: 'dealer', label: 'Dealer' },
      { value: 'dealer-group', label: 'Dealer group' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Dealer' }));
    await expect(args.onChange).toHaveBeenCalledWith('dealer');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'customer' } };

export const Invalid: Story = { args: { error: 'Please provide Portal.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'dealer' } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
