import type { PortalType } from '@forecourt/validators';
import { type FlowTranslate, fieldLabel, type LabelledField } from '../../texts/translate.ts';
import type { FieldDescriptor, FieldOption } from './field-descriptor.ts';

/** The channel choices of 'Send OTP to', named in the language of `translate`. */
export const channelChoices = (translate: FlowTranslate): FieldOption[] => [
  { id: 'mobile', name: translate('option.mobile') },
  { id: 'email', name: translate('option.email') },
];

type Field = (
  name: LabelledField,
  type: FieldDescriptor['type'],
  extra?: Partial<FieldDescriptor>,
) => FieldDescriptor;

const credentials = (field: Field): FieldDescriptor[] => [
  field('username', 'text'),
  field('password', 'password', { showPasswordRequirements: true }),
  field('verifyPassword', 'password'),
  field('termsConditions', 'checkbox'),
];

const contact = (field: Field): FieldDescriptor[] => [
  field('idNumber', 'text'),
  field('email', 'text'),
  field('mobileNo', 'mobile'),
];

const directors = (field: Field, disabled: boolean): FieldDescriptor[] => [
  field('companyDirectorName', 'text', disabled ? { disabled } : {}),
  field('companyDirectorSurname', 'text', disabled ? { disabled } : {}),
];

/** What the descriptors need: the texts in use, and the dealer groups of the autocomplete. */
export interface RegistrationFieldContext {
  translate: FlowTranslate;
  dealerGroups?: readonly FieldOption[];
}

/**
 * The fields of registration step `step` for `type` (REG-CUSTOMER-1, REG-DEALER-1, REG-GROUP-1),
 * as data the UI renders. The code step has none: the code input is its own component.
 */
export function registrationFields(
  type: PortalType,
  step: string,
  context: RegistrationFieldContext,
): FieldDescriptor[] {
  const { translate } = context;
  const field: Field = (name, type, extra = {}) => ({
    name,
    label: fieldLabel(translate, name),
    type,
    ...extra,
  });
  if (type === 'customer') {
    if (step === 'lookup') return [field('idNumber', 'text')];
    if (step === 'details') {
      return [
        field('name', 'text', { disabled: true }),
        field('surname', 'text', { disabled: true }),
        field('username', 'text'),
        field('email', 'text'),
        field('preferredComm', 'select', { list: channelChoices(translate) }),
        ...credentials(field).slice(1),
      ];
    }
    return step === 'username' ? [field('username', 'text')] : [];
  }
  if (step === 'company') {
    const company =
      type === 'dealer'
        ? [
            field('companyName', 'text'),
            field('cipcName', 'text'),
            field('companyRegNo', 'text'),
            field('sbsaDealerCode', 'text'),
          ]
        : [field('dealerGroupId', 'autocomplete', { list: context.dealerGroups ?? [] })];
    return [...company, ...directors(field, false), ...contact(field)];
  }
  if (step === 'account') {
    return [
      ...directors(field, true),
      field('preferredComm', 'check', { list: channelChoices(translate) }),
      ...credentials(field),
    ];
  }
  return step === 'username' ? [field('username', 'text')] : [];
}
