import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stepperGuidance } from './stepper.guidance.tsx';
import { Stepper } from './stepper.tsx';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  parameters: { guidance: stepperGuidance },
  args: { steps: ['ID number', 'Details', 'Code', 'Username'], current: 0 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};

export const MiddleStep: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = { args: { current: 3 } };
