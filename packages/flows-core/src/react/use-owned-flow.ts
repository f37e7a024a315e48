import { useEffect, useState } from 'react';
import { createFlowOwner, type DisposableFlow } from './flow-owner.ts';

/**
 * Creates a flow when the component mounts, keeps it for the component's life and disposes it
 * when the component unmounts (cancelling a call in flight and stopping its timers). Safe under
 * `<StrictMode>`: the development double mount does not dispose the flow, and a flow that was
 * disposed while the component was hidden is replaced by a fresh one when it shows again.
 *
 * ```tsx
 * const flow = useOwnedFlow(() => createLoginFlow(deps, { type: 'dealer' }));
 * const step = useFlow(flow, (state) => state.step);
 * ```
 */
export function useOwnedFlow<F extends DisposableFlow>(create: () => F): F {
  const [owner, setOwner] = useState(() => createFlowOwner(create));
  // `create` is read when a new flow is needed, not followed: a new function each render must
  // not replace the flow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!owner.attach()) {
      setOwner(createFlowOwner(create));
      return;
    }
    return () => owner.detach();
  }, [owner]);
  return owner.flow;
}
