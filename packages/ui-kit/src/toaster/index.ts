export type { ToasterProps } from './toaster.tsx';
export { Toaster } from './toaster.tsx';
