import type { Toast } from '@forecourt/validators';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Toaster } from './toaster.tsx';

const error: Toast = {
  id: 't1',
  severity: 'error',
  summary: 'An error occurred',
  detail: 'Username is already taken. Please provide a different username.',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows summary and detail with no axe violations', async () => {
    const { container } = render(<Toaster toasts={[error]} onDismiss={vi.fn()} />);
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText(error.detail ?? '')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders markup in a message as plain text', () => {
    const { container } = render(
      <Toaster
        toasts={[{ id: 'x', severity: 'info', summary: '<img src=x onerror=alert(1)>' }]}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('dismisses after the default 3000 ms', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[error]} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('honours life, and keeps sticky toasts', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toaster
        toasts={[
          { id: 'short', severity: 'success', summary: 'Success', life: 1000 },
          { id: 'sticky', severity: 'warn', summary: 'Careful', sticky: true },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('short');
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[error]} onDismiss={onDismiss} />);
    const region = screen.getByRole('region');
    fireEvent.pointerMove(region);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });

  it('is reachable with F8 and closes from the keyboard', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Toaster toasts={[{ ...error, sticky: true }]} onDismiss={onDismiss} />);
    await user.keyboard('{F8}');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('t1');
  });
});
