import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { type FieldDescriptor, type FieldListItem, FieldRenderer } from './field-renderer.tsx';

type Change = (name: string, value: string, item?: FieldListItem) => void;

function Harness(props: { descriptor: FieldDescriptor; initial?: string; onChange: Change }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <FieldRenderer
      descriptor={props.descriptor}
      value={value}
      onChange={(name, next, item) => {
        setValue(next);
        props.onChange(name, next, item);
      }}
    />
  );
}

const banks: ReadonlyArray<FieldListItem> = [
  { id: 'b1', name: 'Standard Bank', branchCode: '051001' },
  { id: 'b2', name: 'First National Bank', branchCode: '250655' },
];

describe('FieldRenderer', () => {
  it.each([
    ['text', 'textbox'],
    ['mobile', 'textbox'],
    ['number', 'textbox'],
    ['date', 'textbox'],
    ['select', 'combobox'],
    ['autocomplete', 'combobox'],
    ['checkbox', 'checkbox'],
    ['check', 'checkbox'],
  ] as const)(
    'renders a %s descriptor as a labelled %s with no axe violations',
    async (type, role) => {
      const { container } = render(
        <FieldRenderer
          descriptor={{ name: 'field', label: 'Field', type, list: type === 'check' ? [] : banks }}
          value=""
          onChange={vi.fn()}
          error="Please provide Field."
        />,
      );
      expect(screen.getByRole(role, { name: 'Field' })).toHaveAccessibleDescription(
        expect.stringContaining('Please provide Field.'),
      );
      await expectNoAxeViolations(container);
    },
  );

  it('renders a password descriptor with its checklist and meter when asked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        descriptor={{
          name: 'password',
          label: 'Password',
          type: 'password',
          showPasswordRequirements: true,
        }}
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    await user.click(input);
    await user.keyboard('Abcdef12');
    expect(onChange).toHaveBeenLastCalledWith('password', 'Abcdef12', undefined);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('passes the chosen item of a select so the caller can fill branchName', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        descriptor={{ name: 'bankName', label: 'Bank', type: 'select', list: banks }}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('bankName', 'b2', banks[1]);
  });

  it('passes the chosen item of an autocomplete', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        descriptor={{
          name: 'dealerGroupId',
          label: 'Dealership',
          type: 'autocomplete',
          list: banks,
        }}
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard('standard{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('dealerGroupId', 'b1', banks[0]);
  });

  it("reports a checkbox as 'Yes' / 'No'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        descriptor={{ name: 'termsConditions', label: 'Terms', type: 'checkbox' }}
        initial="No"
        onChange={onChange}
      />,
    );
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('termsConditions', 'Yes', undefined);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('termsConditions', 'No', undefined);
  });

  it('reports a check group as the chosen ids in list order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <Harness
        descriptor={{
          name: 'preferredComm',
          label: 'Send OTP to',
          type: 'check',
          list: [
            { id: 'mobile', name: 'Mobile' },
            { id: 'email', name: 'Email' },
          ],
        }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Send OTP to' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mobile' }));
    expect(onChange).toHaveBeenLastCalledWith('preferredComm', 'mobile,email', undefined);
    await expectNoAxeViolations(container);
  });

  it('takes a mobile number as typed and disables a disabled field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Harness
          descriptor={{ name: 'mobileNo', label: 'Mobile', type: 'mobile' }}
          onChange={onChange}
        />
        <FieldRenderer
          descriptor={{ name: 'name', label: 'First name', type: 'text', disabled: true }}
          value="Thabo"
          onChange={onChange}
        />
      </>,
    );
    await user.tab();
    await user.keyboard('+27 82 123 4567');
    expect(onChange).toHaveBeenLastCalledWith('mobileNo', '+27 82 123 4567', undefined);
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Field is disabled.');
  });
});
