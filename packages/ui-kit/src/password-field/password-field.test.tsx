import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('is a password input with current-password autocomplete and no axe violations', async () => {
    const { container } = render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expectNoAxeViolations(container);
  });

  it('uses new-password when a password is being chosen', () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('reveals and hides the password with the keyboard', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="Secret#1" />);
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'data-state',
      'revealed',
    );
    await user.keyboard(' ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('allows pasting a password', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PasswordField label="Password" onChange={onChange} />);
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Pasted#123');
    expect(onChange).toHaveBeenLastCalledWith('Pasted#123');
  });

  it('links its error', async () => {
    const { container } = render(
      <PasswordField label="Password" error="Please provide Password." />,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please provide Password.',
    );
    await expectNoAxeViolations(container);
  });
});
