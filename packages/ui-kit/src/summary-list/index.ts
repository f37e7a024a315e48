export type { SummaryListProps, SummaryListRow } from './summary-list.tsx';
export { SummaryList } from './summary-list.tsx';
