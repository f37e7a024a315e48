export type { DialogProps } from './dialog.tsx';
export { Dialog } from './dialog.tsx';
