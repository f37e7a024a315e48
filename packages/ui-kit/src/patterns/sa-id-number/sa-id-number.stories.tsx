import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../index.ts';
import { idNumberError, SaIdNumberQuestion } from './sa-id-number.tsx';

/** The day the stories check ID numbers on, so a birth date is never 'in the future' by chance. */
const today = new Date('2026-06-01T00:00:00Z');

/**
 * The question on a page of its own, checked when Continue is pressed; `checked` shows it as
 * after a press of Continue (so the docs page, which plays nothing, shows the state too).
 */
function Question({ initial = '', checked = false }: { initial?: string; checked?: boolean }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(checked ? idNumberError(initial, today) : undefined);
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = idNumberError(value, today);
    setError(problem);
    setDone(!problem);
  };
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <SaIdNumberQuestion id="id-number" value={value} onChange={setValue} error={error} />
      <Button type="submit">Continue</Button>
      {done ? <p role="status">ID number accepted.</p> : null}
    </form>
  );
}

const meta = {
  title: 'Patterns/Ask for an SA ID number',
  component: Question,
  tags: ['!autodocs'],
} satisfies Meta<typeof Question>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question as first shown. */
export const Empty: Story = {};

/** As the ID book prints it, with spaces: the field keeps the 13 digits, and they pass. */
export const TypedWithSpaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/Id Number/);
    await userEvent.type(field, '800101 5009 087');
    await expect(field).toHaveValue('8001015009087');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('ID number accepted.');
  },
};

/** Continue with nothing typed. */
export const Missing: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Id Number/)).toHaveAccessibleDescription(
      expect.stringContaining('Please provide Id Number.'),
    );
  },
};

/** Too few digits: the length rule's message. */
export const TooShort: Story = {
  args: { initial: '800101500', checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Invalid ID Number: ID must be 13 digits long.'),
    ).toBeInTheDocument();
  },
};

/** Thirteen digits that are not an ID number (a date that does not exist, a wrong check digit). */
export const NotAnIdNumber: Story = {
  args: { initial: '8013015009087', checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Invalid ID Number: not a valid RSA ID number.'),
    ).toBeInTheDocument();
  },
};

/** On a 360 px phone: the numeric keypad, and the hint wraps under the label. */
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
