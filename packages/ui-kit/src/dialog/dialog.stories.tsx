import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { dialogGuidance } from './dialog.guidance.tsx';
import { Dialog } from './dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { guidance: dialogGuidance },
  args: {
    onOpenChange: fn(),
    children: (
      <ul>
        <li>Please provide Email.</li>
        <li>Invalid Mobile Number.</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const OpenedFromButton: Story = {
  args: { trigger: <Button>Register</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Please add details');
    await userEvent.keyboard('{Escape}');
  },
};
