export type { Toast, ToasterProps, ToastSeverity } from './toaster.tsx';
export { Toaster } from './toaster.tsx';
