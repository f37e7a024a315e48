import { createDeferredClient } from '../client/deferred-client.ts';
import type { SessionConfig } from '../config/config-schema.ts';
import type { FlowDeps } from '../flows/shared/flow-types.ts';
import { loadOnce } from '../load/load-once.ts';

/** The dependencies that can arrive later: the API client and the resolved environment. */
export type DeferredParts = Pick<FlowDeps, 'api' | 'config'>;

/**
 * Flow dependencies whose API client and environment are built later, e.g. in a chunk loaded
 * after the first paint: flows can be created, edited and rendered at once, and their first call
 * waits for `load` (called at most once at a time; a failure is answered like a network failure
 * and retried on the next call). Flows read `config` only once a call has answered, so it is
 * there by then; reading it earlier is a wiring mistake and throws.
 *
 * `loaded`, when given, returns the parts if the app has built them already (without loading
 * anything): a call made then leaves at once, in the task that made it.
 */
export function createDeferredDeps(
  ready: Omit<FlowDeps, 'api' | 'config'>,
  load: () => Promise<DeferredParts>,
  loaded?: () => DeferredParts | undefined,
): FlowDeps {
  const parts = loadOnce(load);
  const built = () => parts.loaded() ?? loaded?.();
  return {
    ...ready,
    api: createDeferredClient(
      async () => (await parts()).api,
      () => built()?.api,
    ),
    get config(): SessionConfig {
      const loaded = built();
      if (!loaded) throw new Error('createDeferredDeps: config was read before it was loaded');
      return loaded.config;
    },
  };
}
