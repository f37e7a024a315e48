// Pattern: error summary. A person's contact details (ID number, mobile number, e-mail), their
// checks, and the fields, which show the same messages the summary lists. The add-a-co-applicant
// screen repeats them once a person.
import { isEmail, isMobile } from '@forecourt/validators/rules';
import { type ErrorSummaryItem, MobileField, TextField } from '../../index.ts';
import { english, idNumberError, SaIdNumberQuestion } from '../sa-id-number/sa-id-number.tsx';

export type Contact = { idNumber: string; mobileNo: string; email: string };

export const emptyContact: Contact = { idNumber: '', mobileNo: '', email: '' };

/** The labels, as the portal's registration forms word them. */
export const contactLabels: Record<keyof Contact, string> = {
  idNumber: 'Id Number',
  mobileNo: 'Mobile Number',
  email: 'Email',
};

/** The element id of one field of the contact whose fields are under `prefix`. */
export const contactFieldId = (prefix: string, field: keyof Contact) => `${prefix}-${field}`;

/** The problems of one contact, in the order of its fields, for the summary and the fields. */
export function contactErrors(contact: Contact, prefix: string, today: Date): ErrorSummaryItem[] {
  const provide = (field: keyof Contact) =>
    english('form.provide', { label: contactLabels[field] });
  const messages: Record<keyof Contact, string | undefined> = {
    idNumber: idNumberError(contact.idNumber, today, contactLabels.idNumber),
    mobileNo:
      contact.mobileNo.trim() === ''
        ? provide('mobileNo')
        : isMobile(contact.mobileNo)
          ? undefined
          : english('mobile.invalid'),
    email:
      contact.email.trim() === ''
        ? provide('email')
        : isEmail(contact.email)
          ? undefined
          : english('email.invalid'),
  };
  return (Object.keys(messages) as Array<keyof Contact>).flatMap((field) => {
    const message = messages[field];
    return message ? [{ fieldId: contactFieldId(prefix, field), message }] : [];
  });
}

/** Props of {@link ContactFields}. */
export type ContactFieldsProps = {
  /** Prefix of the fields' element ids: unique on the page. */
  prefix: string;
  value: Contact;
  onChange: (value: Contact) => void;
  /** The page's problems; the fields show those with their ids. */
  errors: ReadonlyArray<ErrorSummaryItem>;
};

/** The three fields, each showing its message from `errors`. */
export function ContactFields({ prefix, value, onChange, errors }: ContactFieldsProps) {
  const errorOf = (field: keyof Contact) =>
    errors.find((error) => error.fieldId === contactFieldId(prefix, field))?.message;
  return (
    <>
      <SaIdNumberQuestion
        id={contactFieldId(prefix, 'idNumber')}
        value={value.idNumber}
        onChange={(idNumber) => onChange({ ...value, idNumber })}
        error={errorOf('idNumber')}
      />
      <MobileField
        id={contactFieldId(prefix, 'mobileNo')}
        name="mobileNo"
        label={contactLabels.mobileNo}
        hint="A South African mobile number, like 082 123 4567."
        autoComplete="tel-national"
        required
        value={value.mobileNo}
        onChange={(mobileNo) => onChange({ ...value, mobileNo })}
        error={errorOf('mobileNo')}
      />
      <TextField
        id={contactFieldId(prefix, 'email')}
        name="email"
        type="email"
        label={contactLabels.email}
        autoComplete="email"
        required
        value={value.email}
        onChange={(email) => onChange({ ...value, email })}
        error={errorOf('email')}
      />
    </>
  );
}
