export type { LoadingOverlayProps } from './loading-overlay.tsx';
export { LoadingOverlay } from './loading-overlay.tsx';
