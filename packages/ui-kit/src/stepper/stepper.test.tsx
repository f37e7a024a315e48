import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Stepper } from './stepper.tsx';

const steps = ['ID number', 'Details', 'Code', 'Username'];

describe('Stepper', () => {
  it('marks finished, current and upcoming steps, with no axe violations', async () => {
    const { container } = render(<Stepper steps={steps} current={1} label="Registration" />);
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Registration' })).toBeInTheDocument();
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('ID number, completed');
    await expectNoAxeViolations(container);
  });

  it('numbers the first step from the spec step 0', () => {
    render(<Stepper steps={steps} current={0} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });
});
