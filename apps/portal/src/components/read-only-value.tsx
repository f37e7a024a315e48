import { TextField } from '@forecourt/ui-kit';

/** A value shown read-only in a field (the username on steps 1 and 2, SIGNIN-7, SIGNIN-8). */
export function ReadOnlyValue({
  label,
  value,
  name,
}: {
  label: string;
  value: string;
  name?: string;
}) {
  return <TextField label={label} value={value} readOnly {...(name ? { name } : {})} />;
}
