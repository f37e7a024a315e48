import { declareForm, type FieldDeclaration } from './declare-form.ts';

// The three registration forms (REG), each declared once: what each field is checked with, its
// label, how it is entered and on which step. Their schemas (forms.ts), value types, empty values
// and the fields each step renders all come from here; docs/adding-a-field.md adds one.

const sameAs = ['password', 'verifyPassword'] as const;

/** The contact details every registration asks of the person registering. */
const contact = {
  idNumber: { rule: 'idNumber', label: 'Id Number', kind: 'text', inputMode: 'numeric' },
  email: {
    rule: 'email',
    label: 'Email',
    kind: 'email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  mobileNo: {
    rule: 'mobileNo',
    label: 'Mobile Number',
    kind: 'mobile',
    autoComplete: 'tel-national',
    inputMode: 'tel',
  },
} as const satisfies Record<string, FieldDeclaration>;

/** The account a registration creates, on the step `step` (a taken username has its own). */
const account = <const Step extends string>(step: Step) =>
  ({
    username: {
      rule: 'username',
      label: 'Username',
      kind: 'text',
      steps: [step, 'username'],
      autoComplete: 'username',
    },
    password: {
      rule: 'password',
      label: 'Password',
      kind: 'password',
      steps: [step],
      autoComplete: 'new-password',
      requirements: true,
    },
    verifyPassword: {
      rule: 'verifyPassword',
      label: 'Verify Password',
      kind: 'password',
      steps: [step],
      autoComplete: 'new-password',
    },
    termsConditions: {
      rule: 'acceptedTerms',
      label: 'I accept the terms and conditions',
      kind: 'checkbox',
      steps: [step],
      initial: 'No',
    },
  }) as const satisfies Record<string, FieldDeclaration>;

/** The company's director, typed on the company step and shown read-only on the account step. */
const director = {
  companyDirectorName: {
    rule: 'companyDirectorName',
    label: 'Director Name',
    kind: 'text',
    steps: ['company', 'account'],
    readOnlyOn: ['account'],
    autoComplete: 'given-name',
  },
  companyDirectorSurname: {
    rule: 'companyDirectorSurname',
    label: 'Director Surname',
    kind: 'text',
    steps: ['company', 'account'],
    readOnlyOn: ['account'],
    autoComplete: 'family-name',
  },
} as const satisfies Record<string, FieldDeclaration>;

const onCompanyStep = <const F extends Record<string, FieldDeclaration>>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, { ...field, steps: ['company'] }]),
  ) as { [K in keyof F]: F[K] & { steps: readonly ['company'] } };

/**
 * What both company registrations ask after their company: the director, their contact details
 * on the company step, then where the code goes and the director's account.
 */
const companyPeople = {
  ...director,
  ...onCompanyStep(contact),
  preferredComm: {
    rule: 'preferredComm',
    label: 'Send OTP to',
    kind: 'check',
    steps: ['account'],
  },
  ...account('account'),
} as const satisfies Record<string, FieldDeclaration>;

/**
 * Customer registration (REG-CUSTOMER-1): the ID number looks the customer up; the name, number
 * and mobile number come from the finance record (the service takes them from there).
 */
export const customerRegistrationForm = /* @__PURE__ */ declareForm(
  {
    idNumber: { ...contact.idNumber, steps: ['lookup'] },
    name: {
      rule: 'name',
      label: 'First Name',
      kind: 'text',
      steps: ['details'],
      readOnly: true,
    },
    surname: {
      rule: 'surname',
      label: 'Last Name',
      kind: 'text',
      steps: ['details'],
      readOnly: true,
    },
    username: account('details').username,
    email: { ...contact.email, steps: ['details'] },
    mobileNo: { ...contact.mobileNo, optional: true },
    preferredComm: {
      rule: 'preferredComm',
      label: 'Send OTP to',
      kind: 'select',
      steps: ['details'],
    },
    password: account('details').password,
    verifyPassword: account('details').verifyPassword,
    termsConditions: account('details').termsConditions,
    customerNo: { rule: 'customerNo', label: 'Customer Number', kind: 'text', readOnly: true },
  },
  { sameAs },
);

/** Dealer registration (REG-DEALER-1): the company and its director, then the account. */
export const dealerRegistrationForm = /* @__PURE__ */ declareForm(
  {
    companyName: {
      rule: 'companyName',
      label: 'Dealership Trading Name',
      kind: 'text',
      steps: ['company'],
      autoComplete: 'organization',
    },
    cipcName: { rule: 'cipcName', label: 'CIPC Name', kind: 'text', steps: ['company'] },
    companyRegNo: {
      rule: 'companyRegNo',
      label: 'Company Registration Number',
      kind: 'text',
      steps: ['company'],
    },
    sbsaDealerCode: {
      rule: 'sbsaDealerCode',
      label: 'SBSA Dealer Code',
      kind: 'text',
      steps: ['company'],
      optional: true,
    },
    ...companyPeople,
  },
  { sameAs },
);

/** Dealer-group registration (REG-GROUP-1): the dealer group and its director, then the account. */
export const dealerGroupRegistrationForm = /* @__PURE__ */ declareForm(
  {
    dealerGroupId: {
      rule: 'dealerGroupId',
      label: 'Dealer Group',
      kind: 'autocomplete',
      steps: ['company'],
    },
    ...companyPeople,
  },
  { sameAs },
);
