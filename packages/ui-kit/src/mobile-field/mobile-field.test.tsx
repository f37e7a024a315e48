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
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expectNoAxeViolations(container);
  });

  it.each([
    '+27 82 123 4567',
    '082 123 4567',
    '27821234567',
    '+27 (0) 82 123 4567',
    '082-123.4567',
  ])('keeps %j as typed', async (typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MobileField label="Mobile number" onChange={onChange} />);
    await user.type(screen.getByLabelText('Mobile number'), typed);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(typed);
    expect(onChange).toHaveBeenLastCalledWith(typed);
  });

  it('drops letters as they are typed', async () => {
    const user = userEvent.setup();
    render(<MobileField label="Mobile number" />);
    await user.type(screen.getByLabelText('Mobile number'), '082a123 4567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('082123 4567');
  });

  it('accepts a pasted international number and never cuts a longer one (GUIDE-24)', async () => {
    const user = userEvent.setup();
    render(<MobileField label="Mobile number" />);
    const input = screen.getByLabelText('Mobile number');
    expect(input).not.toHaveAttribute('maxlength');
    await user.click(input);
    await user.paste('+27 82 123 4567');
    expect(input).toHaveValue('+27 82 123 4567');
    await user.clear(input);
    await user.paste('+27 (0) 82 123 4567 890');
    expect(input).toHaveValue('+27 (0) 82 123 4567 890');
  });

  it("applies the spec's mask when one is given", async () => {
    const user = userEvent.setup();
    render(<MobileField label="Mobile number" mask="0999999999" />);
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('maxlength', '10');
    await user.type(input, '82a1234567');
    expect(input).toHaveValue('0821234567');
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
