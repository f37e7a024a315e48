import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { PasswordRequirements } from './password-requirements.tsx';

function stateOf(requirement: string, container: HTMLElement) {
  return container.querySelector(`[data-requirement="${requirement}"]`)?.getAttribute('data-state');
}

describe('PasswordRequirements', () => {
  it('lists every requirement as not met for an empty password, with no axe violations', async () => {
    const { container } = render(<PasswordRequirements password="" />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'One lower case letter: not met',
      'One number: not met',
      'One upper case letter: not met',
      '8-16 Characters: not met',
      'One special character: not met',
      'Password Verified: not met',
    ]);
    await expectNoAxeViolations(container);
  });

  it('marks the met items as the password grows', () => {
    const { container, rerender } = render(<PasswordRequirements password="abc1" />);
    expect(stateOf('lowercase', container)).toBe('met');
    expect(stateOf('number', container)).toBe('met');
    expect(stateOf('uppercase', container)).toBe('unmet');
    rerender(<PasswordRequirements password="Abcdef1#" verifyPassword="Abcdef1#" />);
    expect(container.firstElementChild).toHaveAttribute('data-state', 'met');
    expect(screen.getByText('Password Verified')).toHaveTextContent('Password Verified: met');
  });

  it('takes translated labels and title', () => {
    render(
      <PasswordRequirements
        password=""
        title="Wagwoordvereistes"
        labels={{ lowercase: 'Een kleinletter' }}
        statusText={{ met: 'voldoen', unmet: 'nie voldoen nie' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Wagwoordvereistes' })).toBeInTheDocument();
    expect(screen.getByText('Een kleinletter')).toHaveTextContent(
      'Een kleinletter: nie voldoen nie',
    );
  });
});
