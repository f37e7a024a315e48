import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';

const terms = 'I accept the terms and conditions';

describe('Checkbox', () => {
  it('toggles with Space and reports the new state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(<Checkbox label={terms} onCheckedChange={onCheckedChange} />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: terms });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
    await expectNoAxeViolations(container);
  });

  it('toggles when its label is clicked', async () => {
    const user = userEvent.setup();
    render(<Checkbox label={terms} defaultChecked />);
    await user.click(screen.getByText(terms));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('links its error and is marked invalid', async () => {
    const { container } = render(<Checkbox label={terms} error="Please provide Terms." />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please provide Terms.');
    await expectNoAxeViolations(container);
  });

  it('cannot be toggled when disabled and explains why', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { container } = render(
      <Checkbox label={terms} disabled onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    // Queried again: the control is re-rendered inside the tooltip once its code has loaded.
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Field is disabled.');
    await expectNoAxeViolations(container);
  });
});
