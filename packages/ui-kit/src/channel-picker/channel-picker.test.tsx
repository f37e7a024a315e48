import type { Channel } from '@forecourt/validators';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { ChannelPicker } from './channel-picker.tsx';

function Controlled({ onChange }: { onChange: (channel: Channel) => void }) {
  const [value, setValue] = useState<Channel | undefined>(undefined);
  return (
    <ChannelPicker
      value={value}
      onChange={(channel) => {
        setValue(channel);
        onChange(channel);
      }}
    />
  );
}

describe('ChannelPicker', () => {
  it('is a named radio group with nothing chosen and no axe violations', async () => {
    const { container } = render(<ChannelPicker value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Send OTP to' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mobile' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Email' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('chooses with the keyboard: Tab in, arrows move and choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Mobile' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('mobile');
    // Held, then released: Radix moves focus on a timer and only chooses while the key is down.
    await user.keyboard('{ArrowRight>}');
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Email' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('email');
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('uses translated labels and legend', () => {
    render(
      <ChannelPicker
        value="email"
        onChange={vi.fn()}
        legend="Stuur OTP na"
        labels={{ mobile: 'Selfoon', email: 'E-pos' }}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Stuur OTP na' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-pos' })).toBeChecked();
  });

  it('links an error to the group', async () => {
    const { container } = render(
      <ChannelPicker value={undefined} onChange={vi.fn()} error="Please provide Send OTP to." />,
    );
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Please provide Send OTP to.',
    );
    await expectNoAxeViolations(container);
  });
});
