import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Countdown } from './countdown.tsx';

describe('Countdown', () => {
  it("reads 'Request OTP again in : 00:02:59' with no axe violations", async () => {
    const { container } = render(<Countdown secondsLeft={179} />);
    expect(container.firstElementChild).toHaveTextContent('Request OTP again in : 00:02:59');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'running');
    await expectNoAxeViolations(container);
  });

  it('announces politely at milestones, not every second', () => {
    const { rerender } = render(<Countdown secondsLeft={180} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    rerender(<Countdown secondsLeft={179} />);
    rerender(<Countdown secondsLeft={121} />);
    expect(status).toHaveTextContent('');
    rerender(<Countdown secondsLeft={120} />);
    expect(status).toHaveTextContent('Request OTP again in : 00:02:00');
    rerender(<Countdown secondsLeft={119} />);
    expect(status).toHaveTextContent('');
    rerender(<Countdown secondsLeft={30} />);
    expect(status).toHaveTextContent('Request OTP again in : 00:00:30');
  });

  it('gives a screen reader the text once: the visible copy is hidden while the region holds it', () => {
    const done = 'You can request a new code now';
    const { container, rerender } = render(<Countdown secondsLeft={121} doneLabel={done} />);
    const visible = () => container.querySelector('p > span:first-child');
    expect(visible()).not.toHaveAttribute('aria-hidden');
    rerender(<Countdown secondsLeft={120} doneLabel={done} />);
    expect(visible()).toHaveAttribute('aria-hidden', 'true');
    rerender(<Countdown secondsLeft={119} doneLabel={done} />);
    expect(visible()).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<Countdown secondsLeft={0} doneLabel={done} />);
    expect(screen.getByRole('status')).toHaveTextContent(done);
    expect(visible()).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows and announces the done label at zero, never the zero time, when given one', () => {
    const done = 'You can request a new code now';
    const { container, rerender } = render(<Countdown secondsLeft={11} doneLabel={done} />);
    rerender(<Countdown secondsLeft={10} doneLabel={done} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Request OTP again in : 00:00:10');
    rerender(<Countdown secondsLeft={0} doneLabel={done} />);
    expect(container.firstElementChild).toHaveTextContent(done);
    expect(container.firstElementChild).not.toHaveTextContent('00:00:00');
    expect(status).toHaveTextContent(done);
  });

  it('shows the expired state at zero with a translated label', () => {
    const { container } = render(<Countdown secondsLeft={0} label="Vra weer OTP oor : " />);
    expect(container.firstElementChild).toHaveTextContent('Vra weer OTP oor : 00:00:00');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'expired');
  });
});
