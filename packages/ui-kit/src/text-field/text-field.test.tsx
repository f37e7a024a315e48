import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TextField } from './text-field.tsx';

function UpperCased() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Name" value={value} onChange={(v) => setValue(v.toUpperCase())} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('ties the label to the input and has no axe violations', async () => {
    const { container } = render(<TextField label="Username" hint="Letters and digits" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAccessibleDescription('Letters and digits');
    await expectNoAxeViolations(container);
  });

  it('reports typed text and accepts pasted text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Username" onChange={onChange} />);
    await user.tab();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('ab');
    await user.paste('cd');
    expect(onChange).toHaveBeenLastCalledWith('abcd');
    expect(screen.getByLabelText('Username')).toHaveValue('abcd');
  });

  it('links the error with aria-describedby and marks the input invalid', async () => {
    const { container } = render(
      <TextField label="Email" error="Invalid Email Address." defaultValue="x" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid Email Address.');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'invalid');
    await expectNoAxeViolations(container);
  });

  it('keeps a disabled field focusable but unchangeable and explains why', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <TextField label="First name" value="Thabo" onChange={onChange} disabled />,
    );
    await user.tab();
    const input = screen.getByLabelText('First name');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAccessibleDescription('Field is disabled.');
    await user.keyboard('x');
    expect(onChange).not.toHaveBeenCalled();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Field is disabled.');
    await expectNoAxeViolations(container);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    render(<UpperCased />);
    await user.type(screen.getByLabelText('Name'), 'abc');
    expect(screen.getByRole('status')).toHaveTextContent('ABC');
    expect(screen.getByLabelText('Name')).toHaveValue('ABC');
  });
});
