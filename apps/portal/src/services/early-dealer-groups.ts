import type { UserServiceClient } from '@forecourt/flows-core';

/** An API client whose dealer groups can be asked for before the form that lists them exists. */
export type EarlyDealerGroups = {
  /** The client: its first `allDealerGroups` after `start` takes the reply already on its way. */
  api: UserServiceClient;
  /** Asks for the dealer groups now (start-up, on the dealer-group registration page). */
  start(): void;
};

/**
 * The dealer-group form cannot be used before its list of dealer groups arrives, and its flow asks
 * for the list only once the page has been taken over. Start-up asks as soon as the API client
 * exists instead, and the flow's own request receives that reply: one request, sent hundreds of
 * milliseconds sooner on a slow phone. A failed early reply is not reused (the flow asks afresh,
 * as it would have), and only the first request takes it.
 */
export function withEarlyDealerGroups(api: UserServiceClient): EarlyDealerGroups {
  let early: ReturnType<UserServiceClient['allDealerGroups']> | undefined;
  return {
    api: {
      ...api,
      allDealerGroups(request, options) {
        const pending = early;
        early = undefined;
        if (!pending) return api.allDealerGroups(request, options);
        return pending.then((result) =>
          result.ok ? result : api.allDealerGroups(request, options),
        );
      },
    },
    start() {
      early ??= api.allDealerGroups({});
    },
  };
}
