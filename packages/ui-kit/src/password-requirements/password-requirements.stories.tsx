import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { passwordRequirementsGuidance } from './password-requirements.guidance.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

const meta = {
  title: 'Feedback/PasswordRequirements',
  component: PasswordRequirements,
  parameters: { guidance: passwordRequirementsGuidance },
  args: { password: '' },
} satisfies Meta<typeof PasswordRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Partial: Story = { args: { password: 'abc1' } };

export const AllMet: Story = {
  args: { password: 'Abcdef1#', verifyPassword: 'Abcdef1#' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-state', 'met');
  },
};
