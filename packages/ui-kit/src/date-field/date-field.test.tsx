import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { DateField } from './date-field.tsx';

describe('DateField', () => {
  it('describes the dd/mm/yy format and has no axe violations', async () => {
    const { container } = render(<DateField label="Date of birth" />);
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('dd/mm/yy');
    await expectNoAxeViolations(container);
  });

  it('inserts the slashes while typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Date of birth" onChange={onChange} />);
    await user.tab();
    await user.keyboard('010224');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('01/02/24');
    expect(onChange).toHaveBeenLastCalledWith('01/02/24');
  });

  it('links hint, error and format in its description', async () => {
    const { container } = render(
      <DateField label="Date of birth" hint="As on your ID" error="Please provide Date." />,
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'As on your ID (dd/mm/yy) Please provide Date.',
    );
    await expectNoAxeViolations(container);
  });
});
