export type { DateFieldProps } from './date-field.tsx';
export { DateField } from './date-field.tsx';
