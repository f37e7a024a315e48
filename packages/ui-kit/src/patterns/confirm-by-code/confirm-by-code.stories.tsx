import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type CodePhase, ConfirmByCode } from './confirm-by-code.tsx';

/** The code the examples accept. */
const rightCode = '123456';

type ExampleProps = {
  phase?: CodePhase;
  secondsLeft?: number;
  channel?: 'mobile' | 'email';
  destination?: string;
  triesLeft?: number;
  error?: string;
  onChangeDestination?: () => void;
};

/** The step as a screen holds it: a wrong code costs a try, the right one confirms. */
function Example({
  phase: initialPhase = 'sent',
  secondsLeft = 172,
  channel = 'mobile',
  destination = '082 123 4567',
  triesLeft: initialTries = 3,
  error: initialError,
  onChangeDestination = () => undefined,
}: ExampleProps) {
  const [phase, setPhase] = useState(initialPhase);
  const [code, setCode] = useState('');
  const [tries, setTries] = useState(initialTries);
  const [error, setError] = useState(initialError);
  const [confirmed, setConfirmed] = useState(false);
  if (confirmed) {
    return <p role="status">Your mobile number has been changed to {destination}.</p>;
  }
  return (
    <ConfirmByCode
      destination={destination}
      channel={channel}
      phase={phase}
      secondsLeft={secondsLeft}
      code={code}
      onCodeChange={setCode}
      error={error}
      onComplete={(typed) => {
        if (typed === rightCode) return setConfirmed(true);
        const left = tries - 1;
        setTries(left);
        setCode('');
        if (left === 0) return setPhase('noTries');
        setError(`That code is not right. Tries left: ${left}.`);
      }}
      onResend={() => {
        setPhase('sent');
        setError(undefined);
        setTries(3);
      }}
      onChangeDestination={onChangeDestination}
    />
  );
}

const meta = {
  title: 'Patterns/Confirm a mobile number or email by code',
  component: Example,
  tags: ['!autodocs'],
  args: { onChangeDestination: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is out: type it and it is checked at the sixth digit. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('6-digit code'), rightCode);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your mobile number has been changed to 082 123 4567.',
    );
  },
};

/** A wrong code: the message under the field says how many tries are left. */
export const WrongCode: Story = {
  args: { triesLeft: 2, error: 'That code is not right. Tries left: 2.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('6-digit code'), '654321');
    await expect(canvas.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      expect.stringContaining('That code is not right. Tries left: 1.'),
    );
  },
};

/** The code ran out of time. */
export const Expired: Story = {
  args: {
    secondsLeft: 0,
    error: 'This code has expired or a newer one was sent. Please ask for a new code.',
  },
};

/** The countdown ended: a new code may be asked for, and that is what is announced. */
export const CountdownEnded: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You can request a new code now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The last try was wrong: no code field, only a new code or another number. */
export const NoTriesLeft: Story = { args: { phase: 'noTries' } };

/** The code could not be sent ('otp failed'): send again with no wait, or change the number. */
export const SendFailed: Story = { args: { phase: 'sendFailed' } };

/** Changing an e-mail address: the same step, the e-mail's words. */
export const EmailAddress: Story = {
  args: { channel: 'email', destination: 'thabo.mokoena@example.com' },
};

/** 'Change mobile number' goes back to the number, kept as typed. */
export const ChangeTheNumber: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Change mobile number' }),
    );
    await expect(args.onChangeDestination).toHaveBeenCalled();
  },
};

/** On a 360 px phone. */
export const Phone: Story = { tags: ['phone'], globals: { viewport: { value: 'phone' } } };
