// `@forecourt/flows-core/react`: the hooks. A client module ('use client'), so a Next.js server
// component may import it; the root entry stays framework-free and server-safe.
'use client';

export type { DisposableFlow, FlowOwner } from './react/flow-owner.ts';
export { createFlowOwner } from './react/flow-owner.ts';
export { useFlow } from './react/use-flow.ts';
export { useOwnedFlow } from './react/use-owned-flow.ts';
