export type { RepeatableGroupProps } from './repeatable-group.tsx';
export { RepeatableGroup } from './repeatable-group.tsx';
