export type { RadioGroupProps } from './radio-group.tsx';
export { RadioGroup } from './radio-group.tsx';
