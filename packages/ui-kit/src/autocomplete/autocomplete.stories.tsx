import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState, hoverState } from '../docs/states.ts';
import { autocompleteGuidance } from './autocomplete.guidance.tsx';
import { Autocomplete } from './autocomplete.tsx';

const meta = {
  title: 'Fields/Autocomplete',
  component: Autocomplete,
  parameters: { guidance: autocompleteGuidance },
  args: {
    label: 'Dealership',
    name: 'dealerGroupId',
    items: [
      { id: 'g1', name: 'Sandton Motor Group' },
      { id: 'g2', name: 'Durban Auto Holdings' },
      { id: 'g3', name: 'Cape Motor City' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Dealership' });
    await userEvent.type(input, 'cape');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('g3', args.items[2]);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show options' }));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
  },
};

export const Selected: Story = { args: { defaultValue: 'g2' } };

export const Invalid: Story = { args: { error: 'Please provide Dealership.' } };

export const Disabled: Story = { args: { defaultValue: 'g1', disabled: true } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
