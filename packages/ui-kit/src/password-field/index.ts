export type { PasswordFieldProps } from './password-field.tsx';
export { PasswordField } from './password-field.tsx';
