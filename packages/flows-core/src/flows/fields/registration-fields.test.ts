import { translator } from '@forecourt/validators';
import { describe, expect, it } from 'vitest';
import { english, englishTexts } from '../../texts.ts';
import { selectFieldOption } from './field-descriptor.ts';
import { registrationFields } from './registration-fields.ts';

const names = (fields: { name: string }[]) => fields.map((f) => f.name);

describe('registration field descriptors', () => {
  it('customer lookup step asks for the ID number only', () => {
    expect(names(registrationFields('customer', 'lookup', { translate: english }))).toEqual([
      'idNumber',
    ]);
  });

  it('customer details step shows first and last name read-only, a Send OTP to select and the password requirements', () => {
    const fields = registrationFields('customer', 'details', { translate: english });
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
    expect(names(registrationFields('customer', 'username', { translate: english }))).toEqual([
      'username',
    ]);
    expect(registrationFields('customer', 'code', { translate: english })).toEqual([]);
  });

  it('dealer company step has company details then the director section', () => {
    expect(names(registrationFields('dealer', 'company', { translate: english }))).toEqual([
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
    const fields = registrationFields('dealer-group', 'company', {
      translate: english,
      dealerGroups: list,
    });
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
    expect(registrationFields('dealer-group', 'company', { translate: english })[0]?.list).toEqual(
      [],
    );
  });

  it('dealer account step shows the director read-only and OTP channel checkboxes; the username step the username only', () => {
    const fields = registrationFields('dealer', 'account', { translate: english });
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
    expect(names(registrationFields('dealer-group', 'username', { translate: english }))).toEqual([
      'username',
    ]);
    expect(registrationFields('dealer', 'code', { translate: english })).toEqual([]);
    expect(registrationFields('dealer', 'lookup', { translate: english })).toEqual([]);
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

describe('their texts', () => {
  it('are the labels and choices of the translate given, read when the fields are made', () => {
    const afrikaans = translator({
      ...englishTexts,
      'label.companyRegNo': 'Maatskappy-registrasienommer',
      'option.mobile': 'Selfoon',
      'option.email': 'E-pos',
    });
    const company = registrationFields('dealer', 'company', { translate: afrikaans });
    expect(company.map((field) => field.label)).toContain('Maatskappy-registrasienommer');
    const details = registrationFields('customer', 'details', { translate: afrikaans });
    expect(details.find((field) => field.name === 'preferredComm')?.list).toEqual([
      { id: 'mobile', name: 'Selfoon' },
      { id: 'email', name: 'E-pos' },
    ]);
    // Nothing was swapped: English fields made afterwards are English.
    const again = registrationFields('dealer', 'company', { translate: english });
    expect(again.map((field) => field.label)).toContain('Company Registration Number');
  });
});
