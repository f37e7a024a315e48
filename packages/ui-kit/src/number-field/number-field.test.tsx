import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { NumberField } from './number-field.tsx';

describe('NumberField', () => {
  it('offers a numeric keyboard and has no axe violations', async () => {
    const { container } = render(<NumberField label="Id Number" />);
    expect(screen.getByLabelText('Id Number')).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(container);
  });

  it('keeps leading zeros and drops non-digits typed with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Id Number" onChange={onChange} />);
    await user.tab();
    await user.keyboard('0a1-2');
    expect(onChange).toHaveBeenLastCalledWith('012');
  });

  it('caps a paste at maxLength instead of blocking it', async () => {
    const user = userEvent.setup();
    render(<NumberField label="Id Number" maxLength={13} />);
    await user.click(screen.getByLabelText('Id Number'));
    await user.paste('8001 0150 0908 7');
    expect(screen.getByLabelText('Id Number')).toHaveValue('8001015009087');
  });

  it('marks an invalid value', async () => {
    const { container } = render(
      <NumberField label="Id Number" error="ID must be 13 digits long." defaultValue="12" />,
    );
    expect(screen.getByLabelText('Id Number')).toBeInvalid();
    await expectNoAxeViolations(container);
  });
});
