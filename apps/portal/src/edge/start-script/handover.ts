// What the start script (start-page.ts) leaves on `window` for the app: the one interface between
// the page's first script and the modules that take the page over.
import type { Language } from '../../i18n/language.ts';

/** What the start script hands over; each is absent where it did not run (dev server, tests). */
export type StartHandover = {
  /** The reply to its request for `/config.json`, made on every page. */
  __forecourtConfig?: Promise<Response> | undefined;
  /** The reply to its request for `allDealerGroups`, on the dealer-group registration page. */
  __forecourtDealerGroups?: Promise<Response> | undefined;
  /** The language it chose, whose catalogue the page is fetching. */
  __forecourtLanguage?: Language;
  /** True once a form waiting for its code (`[data-early-submit]`) was pressed. */
  __forecourtEarlyPress?: boolean;
};

declare global {
  interface Window extends StartHandover {}
}

/** The page whose form cannot be used before the dealer groups arrive (route /register/$type). */
export const dealerGroupPagePath = '/register/dealer-group';

/**
 * The page's `<meta>` naming what start-up loads besides the takeover's files (what the first
 * call needs, what the first step works without until it loads), for the start script to ask for
 * as the takeover's last file arrives.
 */
export const startUpMeta = 'forecourt:start-up';

/** The id of the start script's `<datalist>` of the dealer groups' names. */
export const dealerGroupsListId = 'dealer-groups';

/** What the start script reads of the page it runs in (the browser's globals, or a test's). */
export type StartPage = {
  window: StartHandover & Partial<Pick<Window, 'localStorage'>>;
  document: Document;
  navigator: { readonly languages: readonly string[]; readonly language: string };
  location: { readonly pathname: string; readonly hostname: string };
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /**
   * Absent where the browser has no Resource Timing: start-up then asks for the services and the
   * form checks itself, and the rest of start-up's files load on use.
   */
  PerformanceObserver?: typeof PerformanceObserver | undefined;
  performance?: Pick<Performance, 'getEntriesByType'> | undefined;
};
