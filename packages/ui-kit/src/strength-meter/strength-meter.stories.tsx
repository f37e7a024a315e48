import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { strengthMeterGuidance } from './strength-meter.guidance.tsx';
import { StrengthMeter } from './strength-meter.tsx';

const meta = {
  title: 'Feedback/StrengthMeter',
  component: StrengthMeter,
  parameters: { guidance: strengthMeterGuidance },
  args: { password: '' },
} satisfies Meta<typeof StrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Weak: Story = { args: { password: 'abc' } };

export const Medium: Story = { args: { password: 'abcDEF' } };

export const Strong: Story = {
  args: { password: 'abcDEF12' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};
