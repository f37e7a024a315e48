export type { BaseFieldProps, FieldIds } from './field-shell.tsx';
export { FieldShell, fieldState, useFieldIds } from './field-shell.tsx';
