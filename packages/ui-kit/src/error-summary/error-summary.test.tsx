import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TextField } from '../text-field/text-field.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary.tsx';

const problems: ErrorSummaryItem[] = [
  { fieldId: 'id-number', message: 'Invalid ID Number: ID must be 13 digits long.' },
  { fieldId: 'email', message: 'Invalid Email Address.' },
];

function Form({ errors }: { errors: ErrorSummaryItem[] }) {
  return (
    <>
      <ErrorSummary errors={errors} />
      <TextField id="id-number" label="Id Number" error={errors[0]?.message} />
      <TextField id="email" label="Email" error={errors[1]?.message} />
    </>
  );
}

/** A form whose second submit finds more problems than its first. */
function Resubmit() {
  const [errors, setErrors] = useState(problems.slice(0, 1));
  return (
    <>
      <ErrorSummary errors={errors} title="Check these fields" />
      <button type="button" onClick={() => setErrors(problems)}>
        Submit
      </button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing while the form has no problem', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus when it appears, named by its heading, and lists each problem as a link', async () => {
    const { container } = render(<Form errors={problems} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(problems.map((p) => p.message));
    expect(links[1]).toHaveAttribute('href', '#email');
    await expectNoAxeViolations(container);
  });

  it('moves focus into the field a link names', async () => {
    const user = userEvent.setup();
    render(<Form errors={problems} />);
    await user.click(screen.getByRole('link', { name: 'Invalid Email Address.' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('takes focus again when a new submit finds other problems', async () => {
    const user = userEvent.setup();
    render(<Resubmit />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert', { name: 'Check these fields' })).toHaveFocus();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('leaves focus where it is with autoFocus off', () => {
    render(<ErrorSummary errors={problems} autoFocus={false} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });
});
