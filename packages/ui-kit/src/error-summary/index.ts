export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary.tsx';
export { ErrorSummary } from './error-summary.tsx';
