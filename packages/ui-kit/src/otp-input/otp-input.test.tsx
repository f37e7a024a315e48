import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { OtpInput } from './otp-input.tsx';

function ControlledOtp({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <OtpInput value={code} onChange={setCode} onComplete={onComplete} />;
}

describe('OtpInput', () => {
  it('is one labelled numeric input for one-time codes, with no axe violations', async () => {
    const { container } = render(<OtpInput />);
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('calls onComplete once at the 6th typed digit', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<ControlledOtp onComplete={onComplete} />);
    await user.tab();
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    await user.keyboard('7');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it("accepts a pasted '123 456' and completes", async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onChange = vi.fn();
    const { container } = render(<OtpInput onChange={onChange} onComplete={onComplete} />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.paste('123 456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(container.querySelector('[data-state="complete"]')).not.toBeNull();
  });

  it.each(['123-456', ' 12 34 56 ', '123\u00a0456'])(
    'fills the code from a pasted %j and completes once',
    async (pasted) => {
      const user = userEvent.setup();
      const onComplete = vi.fn();
      render(<ControlledOtp onComplete={onComplete} />);
      await user.click(screen.getByLabelText('6-digit code'));
      await user.paste(pasted);
      expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    },
  );

  it('replaces a partly typed code with a whole pasted one', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<ControlledOtp onComplete={onComplete} />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.keyboard('98');
    await user.paste('123 456');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('inserts a paste of part of a code where the caret is', async () => {
    const user = userEvent.setup();
    render(<OtpInput />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.keyboard('12');
    await user.paste('3 4');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('1234');
  });

  it('ignores a paste when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput disabled onChange={onChange} />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.paste('123 456');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps only ASCII digits and the first six of a long paste', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput onChange={onChange} />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.paste('a1٢2-3456789');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('deletes with Backspace', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpInput defaultValue="123" onChange={onChange} />);
    await user.click(screen.getByLabelText('6-digit code'));
    await user.keyboard('{End}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('links a failure message and ignores typing when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <OtpInput error="Invalid OTP." disabled onChange={onChange} defaultValue="12" />,
    );
    const input = screen.getByLabelText('6-digit code');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Field is disabled. Invalid OTP.');
    await user.type(input, '3');
    expect(onChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
