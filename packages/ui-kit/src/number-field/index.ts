export type { NumberFieldProps } from './number-field.tsx';
export { NumberField } from './number-field.tsx';
