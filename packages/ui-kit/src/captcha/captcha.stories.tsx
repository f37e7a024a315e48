import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusState } from '../docs/states.ts';
import { captchaGuidance } from './captcha.guidance.tsx';
import { Captcha } from './captcha.tsx';

const meta = {
  title: 'Fields/Captcha',
  component: Captcha,
  parameters: { guidance: captchaGuidance },
  args: { onChange: fn() },
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DevelopmentStandIn: Story = {};

export const DevelopmentVerified: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onChange).toHaveBeenCalledWith('dev-captcha-token');
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Unavailable: Story = {
  args: { status: 'unavailable', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;
