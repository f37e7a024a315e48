export type { DisposableFlow, FlowOwner } from './react/flow-owner.ts';
export { createFlowOwner } from './react/flow-owner.ts';
export { useFlow } from './react/use-flow.ts';
export { useOwnedFlow } from './react/use-owned-flow.ts';
