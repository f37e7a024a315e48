export type { PasswordRequirementsProps } from './password-requirements.tsx';
export { PasswordRequirements } from './password-requirements.tsx';
