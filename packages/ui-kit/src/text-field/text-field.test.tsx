import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TextField } from './text-field.tsx';

function Controlled({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Username"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

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

  it('offers the suggestions of a datalist, announced as a combobox, without axe violations', async () => {
    const { container } = render(
      <>
        <TextField label="Dealer Group" list="groups" />
        <datalist id="groups">
          <option value="Coastal Auto Holdings" />
        </datalist>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Dealer Group' });
    expect(input).toHaveAttribute('list', 'groups');
    await expectNoAxeViolations(container);
    render(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('list');
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

  it('brings up the keyboard it is given and has no length limit of its own', async () => {
    const user = userEvent.setup();
    render(<TextField label="Id Number" inputMode="numeric" />);
    const input = screen.getByLabelText('Id Number');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('maxlength');
    await user.click(input);
    await user.paste('800101 5009 087 and more');
    expect(input).toHaveValue('800101 5009 087 and more');
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

  it('keeps and reports what was typed into the server-rendered field before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled onValue={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = 'typed-early';
    const onValue = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Controlled onValue={onValue} />));
    expect(onValue).toHaveBeenCalledWith('typed-early');
    expect(input).toHaveValue('typed-early');
    await userEvent.setup().type(input, '!');
    expect(onValue).toHaveBeenLastCalledWith('typed-early!');
    act(() => root.unmount());
    container.remove();
  });
});
