export type { TextFieldProps } from './text-field.tsx';
export { TextField } from './text-field.tsx';
export type { TextInputProps } from './text-input.tsx';
