import { TextField } from '@forecourt/ui-kit';

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
