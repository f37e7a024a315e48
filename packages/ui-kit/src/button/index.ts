export type { ButtonProps } from './button.tsx';
export { Button } from './button.tsx';
