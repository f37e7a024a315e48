export type { MobileFieldProps } from './mobile-field.tsx';
export { MobileField } from './mobile-field.tsx';
