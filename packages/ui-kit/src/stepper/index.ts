export type { StepperProps } from './stepper.tsx';
export { Stepper } from './stepper.tsx';
