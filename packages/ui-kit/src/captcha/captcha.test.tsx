import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Captcha } from './captcha.tsx';

const recaptcha = vi.hoisted(() => ({ imports: 0 }));

vi.mock('react-google-recaptcha', () => {
  recaptcha.imports += 1;
  return {
    default: (props: { sitekey: string; onChange: (token: string | null) => void }) => (
      <button type="button" data-sitekey={props.sitekey} onClick={() => props.onChange('real')}>
        I'm not a robot
      </button>
    ),
  };
});

describe('Captcha', () => {
  it('without a site key shows the labelled stand-in, resolved from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Captcha onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Development captcha: select to verify' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('dev-captcha-token');
    expect(button).toHaveAttribute('data-state', 'verified');
    expect(button).toHaveAccessibleName('Development captcha: verified');
    expect(recaptcha.imports).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('with a site key lazily loads reCAPTCHA and passes its token on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Captcha siteKey="site-key-123" onChange={onChange} />);
    const widget = await screen.findByRole('button', { name: "I'm not a robot" });
    expect(recaptcha.imports).toBe(1);
    expect(widget).toHaveAttribute('data-sitekey', 'site-key-123');
    expect(screen.queryByText(/Development captcha/)).not.toBeInTheDocument();
    await user.click(widget);
    expect(onChange).toHaveBeenCalledWith('real');
  });

  it('keeps its space and says it is loading while the app does not know which check to show', async () => {
    const { container } = render(<Captcha status="loading" onChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading captcha…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    await expectNoAxeViolations(container);
  });

  it('says when it could not be loaded and asks again on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(
      <Captcha status="unavailable" onChange={vi.fn()} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The captcha could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
