import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ErrorSummary, type ErrorSummaryItem } from '../../index.ts';
import {
  type CoApplicant,
  CoApplicants,
  coApplicantErrors,
  newCoApplicant,
} from './co-applicants.tsx';

const today = new Date('2026-06-01T00:00:00Z');

const thabo: Omit<CoApplicant, 'id'> = {
  idNumber: '8001015009087',
  mobileNo: '082 123 4567',
  email: 'thabo.mokoena@example.com',
};
const lerato: Omit<CoApplicant, 'id'> = {
  idNumber: '9202204720083',
  mobileNo: '071 555 0101',
  email: 'lerato.dlamini@example.com',
};

/**
 * Co-applicants as a form holds them. `people` fills the first groups; `submitted` shows the form
 * as after a submit, without taking focus (the docs page plays nothing).
 */
function Example({
  start = 1,
  people: given = [],
  submitted = false,
}: {
  start?: number;
  people?: ReadonlyArray<Omit<CoApplicant, 'id'>>;
  submitted?: boolean;
}) {
  const [people, setPeople] = useState<CoApplicant[]>(() =>
    Array.from({ length: start }, (_, index) => ({ ...newCoApplicant(), ...given[index] })),
  );
  const [errors, setErrors] = useState<ErrorSummaryItem[]>(() =>
    submitted ? coApplicantErrors(people, today) : [],
  );
  const [submits, setSubmits] = useState(0);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    const found = coApplicantErrors(people, today);
    setErrors(found);
    setSaved(found.length === 0);
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}>
      <ErrorSummary errors={errors} autoFocus={submits > 0} />
      <CoApplicants people={people} onChange={setPeople} errors={errors} />
      <div>
        <Button type="submit">Continue</Button>
      </div>
      {saved ? <p role="status">{people.length} co-applicant(s) ready to check.</p> : null}
    </form>
  );
}

const meta = {
  title: 'Patterns/Add another person',
  component: Example,
  tags: ['!autodocs'],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person to start with; adding one puts focus in the new person's first field. */
export const AddOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another co-applicant' }));
    const second = canvas.getByRole('group', { name: 'Co-applicant 2' });
    await expect(within(second).getByRole('textbox', { name: /Id Number/ })).toHaveFocus();
  },
};

/** Removing the second of three: the third becomes the second, and the status says so. */
export const RemoveOne: Story = {
  args: { start: 3, people: [thabo, lerato, thabo] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove co-applicant 2' }));
    await expect(canvas.getAllByRole('group', { name: /Co-applicant/ })).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Co-applicant 2 removed.');
  },
};

/** At the limit of three, the add button gives way to the limit. */
export const AtTheLimit: Story = {
  args: { start: 3, people: [thabo, lerato, thabo] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You can add up to 3 co-applicants.'),
    ).toBeVisible();
  },
};

/** A problem in the second person: the summary's link names the field, the field says it. */
export const ProblemInTheSecond: Story = {
  args: { start: 2, people: [thabo, { ...lerato, email: '' }], submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('group', { name: 'Co-applicant 2' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please provide Email.');
    await userEvent.click(canvas.getByRole('link', { name: 'Please provide Email.' }));
    await expect(within(second).getByRole('textbox', { name: /Email/ })).toHaveFocus();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  args: { start: 2 },
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
