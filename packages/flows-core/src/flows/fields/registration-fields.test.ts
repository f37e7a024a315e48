import { describe, expect, it } from 'vitest';
import { selectFieldOption } from './field-descriptor.ts';
import { registrationFields } from './registration-fields.ts';

const names = (fields: { name: string }[]) => fields.map((f) => f.name);

describe('registration field descriptors', () => {
  it('customer step 0 asks for the ID number only', () => {
    expect(names(registrationFields('customer', 0))).toEqual(['idNumber']);
  });

  it('customer step 1 shows first and last name read-only, a Send OTP to select and the password requirements', () => {
    const fields = registrationFields('customer', 1);
    expect(names(fields)).toEqual([
      'name',
      'surname',
      'username',
      'email',
      'preferredComm',
      'password',
      'verifyPassword',
      'termsConditions',
    ]);
    expect(fields.filter((f) => f.disabled).map((f) => f.name)).toEqual(['name', 'surname']);
    expect(fields.find((f) => f.name === 'preferredComm')).toMatchObject({
      label: 'Send OTP to',
      type: 'select',
    });
    expect(fields.find((f) => f.name === 'password')?.showPasswordRequirements).toBe(true);
  });

  it('customer step 3 asks for a different username; the code step has no descriptors', () => {
    expect(names(registrationFields('customer', 3))).toEqual(['username']);
    expect(registrationFields('customer', 2)).toEqual([]);
  });

  it('dealer step 0 has company details then the director section', () => {
    expect(names(registrationFields('dealer', 0))).toEqual([
      'companyName',
      'cipcName',
      'companyRegNo',
      'sbsaDealerCode',
      'companyDirectorName',
      'companyDirectorSurname',
      'idNumber',
      'email',
      'mobileNo',
    ]);
  });

  it('dealer-group step 0 has the dealership autocomplete filled from the loaded groups', () => {
    const list = [{ id: 'G1', name: 'Highveld Motor Group' }];
    const [group] = registrationFields('dealer-group', 0, { dealerGroups: list });
    expect(group).toEqual({
      name: 'dealerGroupId',
      label: 'Dealer Group',
      type: 'autocomplete',
      list,
    });
    expect(registrationFields('dealer-group', 0)[0]?.list).toEqual([]);
  });

  it('dealer step 1 shows the director read-only and OTP channel checkboxes; step 2 the username only', () => {
    const fields = registrationFields('dealer', 1);
    expect(fields.filter((f) => f.disabled).map((f) => f.name)).toEqual([
      'companyDirectorName',
      'companyDirectorSurname',
    ]);
    expect(fields.find((f) => f.name === 'preferredComm')?.type).toBe('check');
    expect(names(registrationFields('dealer-group', 2))).toEqual(['username']);
    expect(registrationFields('dealer', 3)).toEqual([]);
  });
});

describe('selectFieldOption', () => {
  it('sets the field to the chosen id', () => {
    expect(
      selectFieldOption(
        { dealerGroupId: '' },
        { name: 'dealerGroupId' },
        { id: 'G1', name: 'Group' },
      ),
    ).toEqual({
      dealerGroupId: 'G1',
    });
  });

  it('also fills branchName with the branchCode when the field is bankName', () => {
    const values = { bankName: '', branchName: '' };
    expect(
      selectFieldOption(
        values,
        { name: 'bankName' },
        { id: 'SBSA', name: 'Standard Bank', branchCode: '051001' },
      ),
    ).toEqual({
      bankName: 'SBSA',
      branchName: '051001',
    });
    expect(
      selectFieldOption(values, { name: 'bankName' }, { id: 'X', name: 'No code' }).branchName,
    ).toBe('');
  });
});
