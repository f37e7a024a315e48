import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { MobileField } from './mobile-field.tsx';

describe('MobileField', () => {
  it('is a labelled telephone input with no axe violations', async () => {
    const { container } = render(<MobileField label="Mobile number" />);
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expectNoAxeViolations(container);
  });

  it('masks typed digits to 0999999999 and ignores letters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MobileField label="Mobile number" onChange={onChange} />);
    await user.tab();
    await user.keyboard('82a1234567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0821234567');
    expect(onChange).toHaveBeenLastCalledWith('0821234567');
  });

  it('accepts a pasted number with spaces', async () => {
    const user = userEvent.setup();
    render(<MobileField label="Mobile number" />);
    await user.click(screen.getByLabelText('Mobile number'));
    await user.paste('082 123 4567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0821234567');
  });

  it('shows its error linked to the input', async () => {
    const { container } = render(
      <MobileField label="Mobile number" defaultValue="0121" error="Invalid Mobile Number." />,
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Invalid Mobile Number.',
    );
    await expectNoAxeViolations(container);
  });
});
