import { describe, expect, it } from 'vitest';
import { selectFieldOption } from './field-descriptor.ts';
import { registrationFields } from './registration-fields.ts';

const names = (fields: { name: string }[]) => fields.map((f) => f.name);

describe('registration field descriptors', () => {
  it('customer lookup step asks for the ID number only', () => {
    expect(names(registrationFields('customer', 'lookup'))).toEqual(['idNumber']);
  });

  it('customer details step shows first and last name read-only, a Send OTP to select and the password requirements', () => {
    const fields = registrationFields('customer', 'details');
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

  it('customer username step asks for a different username; the code step has no descriptors', () => {
    expect(names(registrationFields('customer', 'username'))).toEqual(['username']);
    expect(registrationFields('customer', 'code')).toEqual([]);
  });

  it('dealer company step has company details then the director section', () => {
    expect(names(registrationFields('dealer', 'company'))).toEqual([
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

  it('dealer-group company step has the dealership autocomplete filled from the loaded groups, then the director section', () => {
    const list = [{ id: 'G1', name: 'Highveld Motor Group' }];
    const fields = registrationFields('dealer-group', 'company', { dealerGroups: list });
    const [group] = fields;
    expect(names(fields)).toEqual([
      'dealerGroupId',
      'companyDirectorName',
      'companyDirectorSurname',
      'idNumber',
      'email',
      'mobileNo',
    ]);
    expect(group).toEqual({
      name: 'dealerGroupId',
      label: 'Dealer Group',
      type: 'autocomplete',
      list,
    });
    expect(registrationFields('dealer-group', 'company')[0]?.list).toEqual([]);
  });

  it('dealer account step shows the director read-only and OTP channel checkboxes; the username step the username only', () => {
    const fields = registrationFields('dealer', 'account');
    expect(fields.filter((f) => f.disabled).map((f) => f.name)).toEqual([
      'companyDirectorName',
      'companyDirectorSurname',
    ]);
    expect(fields.find((f) => f.name === 'preferredComm')?.type).toBe('check');
    expect(names(fields)).toEqual([
      'companyDirectorName',
      'companyDirectorSurname',
      'preferredComm',
      'username',
      'password',
      'verifyPassword',
      'termsConditions',
    ]);
    expect(names(registrationFields('dealer-group', 'username'))).toEqual(['username']);
    expect(registrationFields('dealer', 'code')).toEqual([]);
    expect(registrationFields('dealer', 'lookup')).toEqual([]);
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
