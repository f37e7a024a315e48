import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'customer', label: 'Customer' },
  { value: 'dealer', label: 'Dealer' },
];

describe('RadioGroup', () => {
  it('picks an option by clicking its label, uncontrolled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <RadioGroup label="Portal" options={options} onChange={onChange} />,
    );
    await user.click(screen.getByText('Dealer'));
    expect(onChange).toHaveBeenCalledWith('dealer');
    expect(screen.getByRole('radio', { name: 'Dealer' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Portal" options={options} disabled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Dealer' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Field is disabled.');
  });
});
