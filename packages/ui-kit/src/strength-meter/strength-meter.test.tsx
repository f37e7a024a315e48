import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { StrengthMeter } from './strength-meter.tsx';

describe('StrengthMeter', () => {
  it('is a named meter at 0 for an empty password, with no axe violations', async () => {
    const { container } = render(<StrengthMeter password="" />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAttribute('aria-valuetext', 'None');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['abc', 'weak', '33.33', 'Weak'],
    ['abcDEF', 'medium', '66.66', 'Medium'],
    ['abcDEF12', 'strong', '100', 'Strong'],
  ])('rates %s as %s', (password, level, percent, text) => {
    const { container } = render(<StrengthMeter password={password} />);
    expect(container.firstElementChild).toHaveAttribute('data-state', level);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', percent);
    expect(meter).toHaveAttribute('aria-valuetext', text);
  });
});
