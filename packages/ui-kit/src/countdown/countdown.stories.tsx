import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { countdownGuidance } from './countdown.guidance.tsx';
import { Countdown } from './countdown.tsx';

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  parameters: { guidance: countdownGuidance },
  args: { secondsLeft: 179 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Request OTP again in : 00:02:59');
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Started: Story = { args: { secondsLeft: 180 } };

export const Expired: Story = { args: { secondsLeft: 0 } };
