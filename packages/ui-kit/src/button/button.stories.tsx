import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeState, focusState, hoverState } from '../docs/states.ts';
import { buttonGuidance } from './button.guidance.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  parameters: { guidance: buttonGuidance },
  args: { children: 'Login', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Login' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Sign in With Id' } };

export const Link: Story = { args: { variant: 'link', children: 'Forgot Password?' } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Register Now!!!' } };

/** The pointer over it. */
export const Hover: Story = hoverState;

/** Keyboard focus: the kit's ring. */
export const Focus: Story = focusState;

/** Pressed. */
export const Active: Story = activeState;
