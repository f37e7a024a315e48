import { maskIdNumber } from '@forecourt/contract';
import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import { useT } from '../i18n/i18n-context.tsx';

/**
 * A value shown read-only in a field, in the kit's read-only look (GUIDE-55): the username on
 * steps 1 and 2 (SIGNIN-7, SIGNIN-8), an ID number. A username carries `autocomplete="username"`
 * (GUIDE-49), so a password manager saving or filling the step's password knows whose it is.
 */
export function ReadOnlyValue({
  label,
  value,
  name,
  autoComplete,
}: {
  label: string;
  value: string;
  name?: string;
  /** The field's autofill token: 'username' for a username, none for other values. */
  autoComplete?: 'username';
}) {
  return (
    <TextField
      label={label}
      value={value}
      readOnly
      {...(name ? { name } : {})}
      {...(autoComplete ? { autoComplete } : {})}
    />
  );
}

/**
 * The ID number a flow started from, read-only under 'Id Number' on its later steps, masked as
 * the registration masks it ('800101*****87', GUIDE-43). After a reload the typed number is gone
 * (never stored): the service's masked copy shows (RESUME-3); without either, nothing.
 */
export function ShownIdNumber({
  flow,
}: {
  flow: ReadonlyStore<{ values: { idNumber: string }; maskedIdNumber?: string | undefined }>;
}) {
  const t = useT();
  const shown = useFlow(flow, (s) =>
    s.values.idNumber === '' ? s.maskedIdNumber : maskIdNumber(s.values.idNumber),
  );
  return shown ? <ReadOnlyValue label={t('flow.label.idNumber')} value={shown} /> : null;
}
