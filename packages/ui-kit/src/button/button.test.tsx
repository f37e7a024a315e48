import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  it('activates with Enter and Space and has no axe violations', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(<Button onClick={onClick}>Login</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'idle');
    await expectNoAxeViolations(container);
  });

  it('ignores activation while pending but keeps focus and announces it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <Button onClick={onClick} pending>
        Login
      </Button>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Login, Please wait' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-state', 'pending');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('does not submit its form twice while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" pending>
          Register
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is skipped by the keyboard when disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Button disabled>Next</Button>
        <Button>Back</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('data-state', 'disabled');
  });
});
