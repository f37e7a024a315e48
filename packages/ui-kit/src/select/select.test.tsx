import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Select } from './select.tsx';

const options = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'email', label: 'Email' },
];

describe('Select', () => {
  it('is a labelled combobox showing its placeholder, with no axe violations', async () => {
    const { container } = render(<Select label="Send OTP to" options={options} />);
    const trigger = screen.getByRole('combobox', { name: 'Send OTP to' });
    expect(trigger).toHaveTextContent('Select');
    await expectNoAxeViolations(container);
  });

  it('opens with the keyboard and picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Send OTP to" options={options} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('email');
    expect(screen.getByRole('combobox')).toHaveTextContent('Email');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a controlled value and links its error', async () => {
    const { container } = render(
      <Select
        label="Send OTP to"
        options={options}
        value="mobile"
        error="Please provide Send OTP to."
      />,
    );
    const trigger = screen.getByRole('combobox');
    expect(trigger).toHaveTextContent('Mobile');
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Please provide Send OTP to.');
    await expectNoAxeViolations(container);
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Send OTP to" options={options} disabled />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Field is disabled.');
  });
});
