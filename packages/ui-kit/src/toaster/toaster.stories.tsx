import type { Toast } from '@forecourt/validators';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toasterGuidance } from './toaster.guidance.tsx';
import { Toaster, type ToasterProps } from './toaster.tsx';

/** Keeps the list in state so dismissing really removes a toast, as the portal does. */
function StatefulToaster(props: ToasterProps) {
  const [toasts, setToasts] = useState<ReadonlyArray<Toast>>(props.toasts);
  return (
    <Toaster
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((current) => current.filter((toast) => toast.id !== id));
        props.onDismiss(id);
      }}
    />
  );
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: { guidance: toasterGuidance },
  render: (args) => <StatefulToaster {...args} />,
  args: { onDismiss: fn(), toasts: [] },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorToast: Story = {
  args: {
    toasts: [
      {
        id: 'e',
        severity: 'error',
        summary: 'An error occurred',
        detail: 'Username is already taken. Please provide a different username.',
        sticky: true,
      },
    ],
  },
};

export const SuccessToast: Story = {
  args: {
    toasts: [
      {
        id: 's',
        severity: 'success',
        summary: 'Success',
        detail: 'Otp Sent Successfully to your mobile',
        sticky: true,
      },
    ],
  },
};

export const AllSeverities: Story = {
  args: {
    toasts: [
      {
        id: '1',
        severity: 'success',
        summary: 'Success',
        detail: 'Username Retrieved Successfully',
        sticky: true,
      },
      {
        id: '2',
        severity: 'info',
        summary: 'Info',
        detail: 'Otp Sent Successfully to your email',
        sticky: true,
      },
      {
        id: '3',
        severity: 'warn',
        summary: 'Warning',
        detail: 'Request OTP again in : 00:02:59',
        sticky: true,
      },
      {
        id: '4',
        severity: 'error',
        summary: 'Error',
        detail: 'Invalid Mobile Number.',
        sticky: true,
      },
    ],
  },
};

export const DismissWithKeyboard: Story = {
  args: ErrorToast.args,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Radix mounts the toast into its viewport after the first render: wait for it.
    const close = await body.findByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('e');
  },
};
