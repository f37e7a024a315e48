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

  it('stays in the Tab order when disabled, but ignores presses and submits nothing (GUIDE-15)', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" disabled onClick={onClick} aria-describedby="why">
          Next
        </Button>
        <p id="why">Choose Mobile or Email first.</p>
      </form>,
    );
    await user.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    expect(next).not.toHaveAttribute('disabled');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('data-state', 'disabled');
    expect(next).toHaveAccessibleDescription('Choose Mobile or Email first.');
    await user.click(next);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells onWaitingPress of a press while disabled, never of one while pending, and submits nothing', async () => {
    const user = userEvent.setup();
    const onWaitingPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" disabled onWaitingPress={onWaitingPress}>
          Login
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(onWaitingPress).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" pending onWaitingPress={onWaitingPress}>
          Login
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Login/ }));
    expect(onWaitingPress).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
