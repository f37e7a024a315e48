import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, ErrorSummary, type ErrorSummaryItem } from '../../index.ts';
import { type Contact, ContactFields, contactErrors, emptyContact } from './contact-details.tsx';

const today = new Date('2026-06-01T00:00:00Z');

/**
 * A form of three fields, checked on submit: the summary above, each message at its field.
 * `submitted` shows it as after a submit, without taking focus (the docs page plays nothing).
 */
function Example({
  initial = emptyContact,
  submitted = false,
}: {
  initial?: Contact;
  submitted?: boolean;
}) {
  const [contact, setContact] = useState(initial);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>(() =>
    submitted ? contactErrors(initial, 'contact', today) : [],
  );
  const [submits, setSubmits] = useState(0);
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    const found = contactErrors(contact, 'contact', today);
    setErrors(found);
    setSent(found.length === 0);
  };
  if (sent) return <p role="status">Your contact details have been saved.</p>;
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <ErrorSummary errors={errors} autoFocus={submits > 0} />
      <h2 style={{ margin: 0 }}>Your contact details</h2>
      <ContactFields prefix="contact" value={contact} onChange={setContact} errors={errors} />
      <Button type="submit">Save</Button>
    </form>
  );
}

const meta = {
  title: 'Patterns/Error summary',
  component: Example,
  tags: ['!autodocs'],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed, then Save: every field's problem, listed above the form, focused. */
export const EverythingMissing: Story = {
  args: { submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getAllByRole('link')).toHaveLength(3);
  },
};

/** Two fields wrong: the summary lists just those, in field order; a link focuses the field. */
export const TwoProblems: Story = {
  args: {
    initial: { idNumber: '80010150', mobileNo: '082 123 4567', email: 'thabo@' },
    submitted: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('alert')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Invalid ID Number: ID must be 13 digits long.',
      'Invalid Email Address.',
    ]);
    await userEvent.click(links[1] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  },
};

/** Fixed and saved again: the summary goes with the last problem. */
export const Fixed: Story = {
  args: {
    initial: { idNumber: '8001015009087', mobileNo: '082 123 4567', email: 'thabo@' },
    submitted: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your contact details have been saved.',
    );
  },
};

/** On a 360 px phone: the summary is the first thing on the screen after Save. */
export const Phone: Story = {
  ...EverythingMissing,
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
