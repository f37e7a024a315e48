import type { PortalType } from '@forecourt/validators';
import { fieldLabel, formatFlowText, type LabelledField } from '../../texts.ts';
import type { FieldDescriptor, FieldOption } from './field-descriptor.ts';

export { registrationLabels } from './labels.ts';

/** The channel choices of 'Send OTP to' (English; a flow uses the texts in use). */
export const channelOptions: readonly FieldOption[] = [
  { id: 'mobile', name: 'Mobile' },
  { id: 'email', name: 'Email' },
];

/** The channel choices with their names in the texts in use (read when a flow is created). */
const channelChoices = (): FieldOption[] => [
  { id: 'mobile', name: formatFlowText('option.mobile') },
  { id: 'email', name: formatFlowText('option.email') },
];

const field = (
  name: LabelledField,
  type: FieldDescriptor['type'],
  extra: Partial<FieldDescriptor> = {},
): FieldDescriptor => ({ name, label: fieldLabel(name), type, ...extra });

const credentials = (): FieldDescriptor[] => [
  field('username', 'text'),
  field('password', 'password', { showPasswordRequirements: true }),
  field('verifyPassword', 'password'),
  field('termsConditions', 'checkbox'),
];

const contact = (): FieldDescriptor[] => [
  field('idNumber', 'text'),
  field('email', 'text'),
  field('mobileNo', 'mobile'),
];

const directors = (disabled: boolean): FieldDescriptor[] => [
  field('companyDirectorName', 'text', disabled ? { disabled } : {}),
  field('companyDirectorSurname', 'text', disabled ? { disabled } : {}),
];

/** Extra data some descriptors need: the dealer groups of the autocomplete. */
export interface RegistrationFieldContext {
  dealerGroups?: readonly FieldOption[];
}

/**
 * The fields of registration step `step` for `type` (REG-CUSTOMER-1, REG-DEALER-1, REG-GROUP-1),
 * as data the UI renders. The code step has none: the code input is its own component.
 */
export function registrationFields(
  type: PortalType,
  step: string,
  context: RegistrationFieldContext = {},
): FieldDescriptor[] {
  if (type === 'customer') {
    if (step === 'lookup') return [field('idNumber', 'text')];
    if (step === 'details') {
      return [
        field('name', 'text', { disabled: true }),
        field('surname', 'text', { disabled: true }),
        field('username', 'text'),
        field('email', 'text'),
        field('preferredComm', 'select', { list: channelChoices() }),
        ...credentials().slice(1),
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
    return [...company, ...directors(false), ...contact()];
  }
  if (step === 'account') {
    return [
      ...directors(true),
      field('preferredComm', 'check', { list: channelChoices() }),
      ...credentials(),
    ];
  }
  return step === 'username' ? [field('username', 'text')] : [];
}
