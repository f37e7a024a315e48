export { useFlow } from './react/use-flow.ts';
