import { languageTags } from '../../i18n/language.ts';
import { apiSettingOf, settingOf } from '../boot-config.ts';
import { chooseStartLanguage } from '../start-language.ts';
import {
  dealerGroupPagePath,
  dealerGroupsListId,
  type StartPage,
  startUpMeta,
} from './handover.ts';

/** Adds a listener to the document, capture-phase (the start script sees every event first). */
type Listen = <K extends keyof DocumentEventMap>(
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
) => void;

/**
 * The path of `allDealerGroups` below the environment's `api`: put in by the build from the
 * contract (server/start-script.ts), whose endpoint table would bring its schemas along.
 */
declare const __DEALER_GROUPS_PATH__: string;

/**
 * The page's one inline script, first in its head (server/prerender.ts inlines its build), with
 * its jobs before any module has loaded. Each is explained where it is done below.
 */
export function startPage(page: StartPage): void {
  const { window } = page;
  // The configuration: asked for at once (taking the page's preload), the reply left for
  // start-up, a copy read here as start-up reads it (edge/boot-config.ts).
  const config = page.fetch('/config.json', { headers: { Accept: 'application/json' } });
  window.__forecourtConfig = config;
  config.catch(() => {});
  const json: Promise<unknown> = config.then((response) => response.clone().json());
  // Capture-phase listeners on the document: the start script sees every event first.
  const on: Listen = (type, listener) => page.document.addEventListener(type, listener, true);
  keepEarlyPress(page, on);
  askForStartUpFiles(page);
  // The language: `<html lang>` set, the choice left for start-up, and its catalogue linked as a
  // preload, so it starts as early as a static link would. A prerendered page is English and is
  // taken over in English before it turns to another language: then English is linked too.
  const language = chooseStartLanguage(window, page.navigator);
  window.__forecourtLanguage = language;
  page.document.documentElement.lang = languageTags[language];
  link(page.document, { rel: 'preload', as: 'fetch', href: `/i18n/${language}.json` });
  if (language !== 'en')
    link(page.document, { rel: 'preload', as: 'fetch', href: '/i18n/en.json' });
  if (page.location.pathname.replace(/(.)\/+$/, '$1') === dealerGroupPagePath) {
    listDealerGroups(page, requestDealerGroups(page, json));
  }
}

/**
 * The browser never sends a form (it would reload the page, the fields in the address): a press
 * on a form waiting for its code (`[data-early-submit]`) is recorded instead, whether or not its
 * button is shown disabled, for the form to carry out once if the flow may then go on
 * (edge/early-submit.ts).
 */
function keepEarlyPress({ window }: StartPage, on: Listen) {
  window.__forecourtEarlyPress = false;
  on('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement | null;
    if (form?.hasAttribute?.('data-early-submit')) window.__forecourtEarlyPress = true;
  });
}

/**
 * What start-up loads besides the takeover's files (what the first call needs, and what the first
 * step works without until it loads; the page names them in its `<meta name="forecourt:start-up">`,
 * above this script), asked for as the takeover's last file arrives: when no more than one of the
 * files the page links for its takeover (its entry script and module preloads) is still loading.
 * The request's round trip then overlaps that file's tail, so these bytes follow the takeover's
 * instead of sharing the bandwidth with them, and arrive while the page is taken over. Start-up's
 * own imports take the preloads, and ask themselves where this did not run.
 */
function askForStartUpFiles({ document, PerformanceObserver, performance }: StartPage) {
  if (!PerformanceObserver || !performance) return;
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${startUpMeta}"]`)?.content;
  if (!files) return;
  try {
    new PerformanceObserver((_, observer) => {
      // The head, which links every file of the takeover, has been read once the body has begun.
      if (!document.body) return;
      const arrived = new Set(performance.getEntriesByType('resource').map((file) => file.name));
      const takeover = document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[type=module][src], link[rel=modulepreload]',
      );
      const loading = [...takeover].filter(
        (file) => !arrived.has('src' in file ? file.src : file.href),
      );
      if (loading.length > 1) return;
      observer.disconnect();
      for (const href of files.split(' ')) link(document, { rel: 'modulepreload', href });
    }).observe({ type: 'resource' });
  } catch {
    // No Resource Timing of resources here: start-up asks for them as it runs.
  }
}

/** Links a file for start-up's own (CORS) request to take. */
function link(document: Document, attributes: Partial<HTMLLinkElement>) {
  document.head.appendChild(
    Object.assign(document.createElement('link'), { crossOrigin: 'anonymous', ...attributes }),
  );
}

/**
 * The dealer groups, on the dealer-group page only, left for the API client's first request for
 * them (edge/app-services.ts says why); any failure here only means the client asks itself.
 */
function requestDealerGroups(
  { window, document, fetch, location }: StartPage,
  json: Promise<unknown>,
) {
  const reply = json.then((config) => {
    const api = apiSettingOf(location.hostname, config);
    const token = settingOf(location.hostname, config, 'token');
    if (!api || !/^https?:\/\//.test(api) || typeof token !== 'string') throw new Error('no api');
    return fetch(api.replace(/\/+$/, '') + __DEALER_GROUPS_PATH__, {
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': document.documentElement.lang,
      },
    });
  });
  window.__forecourtDealerGroups = reply;
  return reply;
}

/**
 * The dealer groups' names as the browser's own suggestions (a `<datalist>` outside the page's
 * root, which React's takeover never meets) for the plain box that stands in for the picker until
 * its code has loaded (screens/register/progressive-autocomplete.tsx names the list). A name
 * chosen from it is the box's text; the picker takes it as that group.
 */
function listDealerGroups({ document }: StartPage, reply: Promise<Response>) {
  reply
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: { payload?: { dealerGroups?: { dealerGroupName?: unknown }[] } } | null) => {
      const list = document.createElement('datalist');
      list.id = dealerGroupsListId;
      for (const group of json?.payload?.dealerGroups ?? []) {
        if (typeof group?.dealerGroupName !== 'string') continue;
        const option = document.createElement('option');
        option.value = group.dealerGroupName;
        list.append(option);
      }
      document.documentElement.append(list);
    })
    .catch(() => {});
}
