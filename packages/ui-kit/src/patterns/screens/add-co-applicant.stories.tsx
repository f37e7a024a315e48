import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary, type ErrorSummaryItem } from '../../index.ts';
import {
  type CoApplicant,
  CoApplicants,
  coApplicantErrors,
  newCoApplicant,
} from '../add-another-person/co-applicants.tsx';
import { CheckAnswers } from '../check-answers/check-answers.tsx';
import { contactFieldId, contactLabels } from '../error-summary/contact-details.tsx';
import { Screen, ScreenForm } from './screen.tsx';

type Step = 'people' | 'check' | 'sent';

/** Add a co-applicant: their SA ID number, mobile number and e-mail, checked, then sent. */
function AddCoApplicant({ today = new Date() }: { today?: Date }) {
  const [step, setStep] = useState<Step>('people');
  const [people, setPeople] = useState<CoApplicant[]>(() => [newCoApplicant()]);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [sending, setSending] = useState(false);
  // A change from the check page: the field to focus once the form is back.
  const changing = useRef<string | null>(null);
  useEffect(() => {
    if (step !== 'people' || !changing.current) return;
    document.getElementById(changing.current)?.focus();
    changing.current = null;
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = coApplicantErrors(people, today);
    setErrors(found);
    if (found.length === 0) setStep('check');
  };

  if (step === 'sent') {
    return (
      <Screen step={step} heading="Co-applicants added">
        <p role="status" style={{ margin: 0 }}>
          We sent each co-applicant a code by SMS to confirm their details.
        </p>
      </Screen>
    );
  }
  if (step === 'check') {
    return (
      <Screen step={step} heading="Add a co-applicant">
        <CheckAnswers
          declaration="We will send each co-applicant a code to confirm they agree to be added."
          sending={sending}
          onSend={() => {
            setSending(true);
            setTimeout(() => setStep('sent'), 300);
          }}
          sections={people.map((person, index) => ({
            heading: `Co-applicant ${index + 1}`,
            rows: (['idNumber', 'mobileNo', 'email'] as const).map((field) => ({
              key: contactLabels[field],
              value: person[field],
              onChange: () => {
                changing.current = contactFieldId(person.id, field);
                setStep('people');
              },
            })),
          }))}
        />
      </Screen>
    );
  }
  return (
    <Screen step={step} heading="Add a co-applicant">
      <p style={{ margin: 0 }}>
        A co-applicant shares the finance agreement with you. We ask each one to confirm by code.
      </p>
      <ScreenForm onSubmit={submit}>
        <ErrorSummary errors={errors} />
        <CoApplicants people={people} onChange={setPeople} errors={errors} />
      </ScreenForm>
    </Screen>
  );
}

const meta = {
  title: 'Example screens/Add a co-applicant',
  component: AddCoApplicant,
  tags: ['!autodocs'],
  args: { today: new Date('2026-06-01T00:00:00Z') },
} satisfies Meta<typeof AddCoApplicant>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The first co-applicant of the stories: an ID number, a mobile number and an e-mail. */
const thabo = ['8001015009087', '082 123 4567', 'thabo@example.com'] as const;

async function fillPerson(
  canvas: Canvas,
  legend: string,
  idNumber: string,
  mobile: string,
  email: string,
) {
  const group = within(canvas.getByRole('group', { name: legend }));
  await userEvent.type(group.getByRole('textbox', { name: /Id Number/ }), idNumber);
  await userEvent.type(group.getByRole('textbox', { name: /Mobile Number/ }), mobile);
  await userEvent.type(group.getByRole('textbox', { name: /Email/ }), email);
}

/** The form as first shown: one co-applicant. */
export const FirstShown: Story = {};

/** Two co-applicants, checked, sent. */
export const MainPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas, 'Co-applicant 1', ...thabo);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another co-applicant' }));
    await fillPerson(
      canvas,
      'Co-applicant 2',
      '9202204720083',
      '071 555 0101',
      'lerato@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      canvas.getByRole('heading', { name: 'Check your answers before you send them' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'We sent each co-applicant a code by SMS to confirm their details.',
    );
  },
};

/** Continue with problems: the summary, person by person; its link goes to the right person. */
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas, 'Co-applicant 1', '8001015009088', '082 123 4567', 'thabo@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Invalid ID Number: not a valid RSA ID number.', 'Invalid Email Address.']);
  },
};

/** 'Change' on the check page goes back to that person's field, focused. */
export const ChangeAnAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPerson(canvas, 'Co-applicant 1', ...thabo);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('thabo@example.com');
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  ...Problems,
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
