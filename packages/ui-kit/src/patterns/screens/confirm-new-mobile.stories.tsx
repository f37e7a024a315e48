import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MobileField, TextField } from '../../index.ts';
import { type CodePhase, ConfirmByCode } from '../confirm-by-code/confirm-by-code.tsx';
import { contactErrors, emptyContact } from '../error-summary/contact-details.tsx';
import { Screen, ScreenForm } from './screen.tsx';

/** The code the fake service accepts. */
const rightCode = '123456';

type Step = 'number' | 'code' | 'done';

/**
 * Confirm a new mobile number by code: type the new number, confirm it with the code sent to it,
 * done. `sendFails` makes the first send fail ('otp failed').
 */
function ConfirmNewMobile({ sendFails = false }: { sendFails?: boolean }) {
  const [step, setStep] = useState<Step>('number');
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [phase, setPhase] = useState<CodePhase>(sendFails ? 'sendFailed' : 'sent');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [tries, setTries] = useState(3);

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    const problem = contactErrors({ ...emptyContact, mobileNo: mobile }, 'new', new Date()).find(
      (error) => error.fieldId === 'new-mobileNo',
    );
    setMobileError(problem?.message);
    if (!problem) setStep('code');
  };

  if (step === 'done') {
    return (
      <Screen step={step} heading="Your mobile number has been changed">
        <p style={{ margin: 0 }}>From now on we send your codes to {mobile}.</p>
      </Screen>
    );
  }
  if (step === 'code') {
    return (
      <Screen step={step} heading="Confirm your new mobile number">
        <ConfirmByCode
          destination={mobile}
          channel="mobile"
          phase={phase}
          secondsLeft={phase === 'sent' ? 180 : 0}
          code={code}
          onCodeChange={setCode}
          error={codeError}
          onComplete={(typed) => {
            if (typed === rightCode) return setStep('done');
            const left = tries - 1;
            setTries(left);
            setCode('');
            if (left === 0) return setPhase('noTries');
            setCodeError(`That code is not right. Tries left: ${left}.`);
          }}
          onResend={() => {
            setPhase('sent');
            setTries(3);
            setCodeError(undefined);
          }}
          onChangeDestination={() => setStep('number')}
        />
      </Screen>
    );
  }
  return (
    <Screen step={step} heading="Change your mobile number">
      <ScreenForm onSubmit={submitNumber}>
        <TextField label="Current mobile number" value="08*****567" readOnly />
        <MobileField
          id="new-mobileNo"
          label="New mobile number"
          hint="We will send a code to it, to check it is yours."
          autoComplete="tel-national"
          required
          value={mobile}
          onChange={setMobile}
          error={mobileError}
        />
      </ScreenForm>
    </Screen>
  );
}

const meta = {
  title: 'Example screens/Confirm a new mobile number',
  component: ConfirmNewMobile,
  tags: ['!autodocs'],
} satisfies Meta<typeof ConfirmNewMobile>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function typeNewNumber(canvas: Canvas, number: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /New mobile number/ }), number);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** The new number as first asked for. */
export const NewNumber: Story = {};

/** The whole path: the new number, the code sent to it, done. */
export const MainPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewNumber(canvas, '071 555 0101');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your new mobile number',
    );
    await expect(canvas.getByText('071 555 0101')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('6-digit code'), rightCode);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your mobile number has been changed',
    );
  },
};

/** Not a mobile number: the field says so and no code is sent. */
export const NotAMobileNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewNumber(canvas, '021 555 0101');
    await expect(canvas.getByText('Invalid Mobile Number.')).toBeVisible();
  },
};

/** A wrong code on the way. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewNumber(canvas, '071 555 0101');
    await userEvent.type(canvas.getByLabelText('6-digit code'), '111111');
    await expect(canvas.getByText('That code is not right. Tries left: 2.')).toBeVisible();
  },
};

/** A typo seen on the code step: 'Change mobile number' goes back with the number kept. */
export const ChangeTheNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewNumber(canvas, '071 555 0110');
    await userEvent.click(canvas.getByRole('button', { name: 'Change mobile number' }));
    await expect(canvas.getByRole('textbox', { name: /New mobile number/ })).toHaveValue(
      '071 555 0110',
    );
  },
};

/** The code could not be sent to the new number. */
export const SendFailed: Story = {
  args: { sendFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeNewNumber(canvas, '071 555 0101');
    await expect(
      canvas.getByRole('heading', { name: 'We could not send your code' }),
    ).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  ...MainPath,
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
