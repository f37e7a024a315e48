import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { storageIfAllowed } from '../app/browser-storage.ts';
import { App } from '../app.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { languageTags } from '../i18n/language.ts';
import { packageTranslate } from '../i18n/package-texts.ts';
import { type Catalogue, catalogueFingerprint, loadCatalogue } from '../i18n/translate.ts';
import { createPortalRouter } from '../router.ts';
import { hasForm } from '../routes.tsx';
import { ConfigErrorScreen } from '../shell/config-error.tsx';
import { fetchConfig, takeStarted } from './boot-config.ts';
import { createBoot } from './create-boot.ts';
import { loadFormChecks } from './form-checks.ts';
import { whenIdle } from './idle.ts';
import { browserLanguageLoader, chooseStartLanguage, setPageLanguage } from './start-language.ts';

// Without its texts the portal cannot say anything in the user's language; this is the one
// sentence that has to be written here.
const noTexts = 'The portal could not load its texts. Please reload the page.';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Start-up. Most pages arrive prerendered (server/prerender.ts) with everything start-up needs
 * linked in their head, so it is already downloading: the texts, the configuration and the
 * route's chunks load together here, and the portal takes the page over (hydrateRoot) when it
 * would render exactly what is there: the same path, the same texts, and a configuration with
 * an `api` setting. Otherwise it renders afresh (createRoot replaces the page), e.g. the
 * configuration error screen.
 */
async function start(element: HTMLElement) {
  const path = window.location.pathname;
  const router = createPortalRouter();
  // A page with a form needs the services (configuration check, API client) and the form checks
  // for its first call, not for the takeover. On a prerendered page the start script asks for
  // them as the takeover's last file arrives, usually before this runs, and these imports take
  // its preloads; elsewhere they are asked for here. A press kept from before the takeover finds
  // them there. On a page without a form the services load when the browser is idle: the
  // configuration is checked on every page, and the next page's first call finds them there.
  const [, , foundRoute] = router.getMatchedRoutes(path);
  const form = hasForm(foundRoute?.id);
  if (form) {
    void import('./app-services.ts').catch(() => undefined);
    loadFormChecks().catch(() => undefined);
  }
  // The start script chose it and is fetching its catalogue already: only that one loads (where
  // none ran, the same choice is made here).
  let language = window.__forecourtLanguage ?? chooseStartLanguage(window, navigator);
  setPageLanguage(language);
  // A prerendered page is English: it is taken over in English and then switched to the chosen
  // language as ordinary state (the start script links the English texts too).
  const prerendered = element.dataset.texts !== undefined;
  const [config, catalogue, english] = await Promise.all([
    fetchConfig(),
    // A chosen language whose texts cannot be loaded falls back to English, the prerendered one.
    loadCatalogue(language).catch((): Promise<Catalogue | undefined> | undefined => {
      if (language === 'en') return undefined;
      language = 'en';
      setPageLanguage(language);
      return loadCatalogue(language).catch(() => undefined);
    }),
    prerendered && language !== 'en' ? loadCatalogue('en').catch(() => undefined) : undefined,
    // The route's chunks load alongside, so the first render has its screen. A chunk that
    // cannot load shows the route's error; the router tries again on the next navigation.
    router.load().catch(() => undefined),
  ]);
  if (!catalogue) return void createRoot(element).render(<p role="alert">{noTexts}</p>);
  if (!config.ok) {
    return void createRoot(element).render(
      <I18nProvider catalogue={catalogue} language={language}>
        <ConfigErrorScreen reason={config.reason} />
      </I18nProvider>,
    );
  }
  // Validation messages and flow texts in the loaded language; a language switch replaces them
  // (flows read their texts when they show one).
  let packageTexts = packageTranslate(catalogue);
  const storage = storageIfAllowed('sessionStorage');
  const device = storageIfAllowed('localStorage');
  const boot = createBoot(config.json, {
    hostname: window.location.hostname,
    redirect: (url) => window.location.assign(url),
    ...(storage ? { storage } : {}),
    ...(device ? { passkeys: { storage: device } } : {}),
    language: () => languageTags[language],
    translate: (id, params) => packageTexts(id, params),
    startedDealerGroups: takeStarted('__forecourtDealerGroups'),
  });
  const loadServices = () => void boot.services.load().catch(() => undefined);
  if (form) loadServices();
  else whenIdle(loadServices);
  const loader = browserLanguageLoader((chosen, chosenCatalogue) => {
    language = chosen;
    packageTexts = packageTranslate(chosenCatalogue);
  });
  const shown = language !== 'en' && english ? english : catalogue;
  const takeOver =
    element.dataset.path === withoutTrailingSlash(path) &&
    element.dataset.texts === catalogueFingerprint(shown) &&
    boot.apiSetting !== undefined;
  if (takeOver) {
    // Rendered on the server: the router renders the tree the prerender did (no suspense
    // boundary around the matches), so React can take the markup over as it is, text typed
    // into it and a press kept included; then the chosen language, if it is not English.
    router.ssr = { manifest: undefined };
    const app = (
      <App
        boot={boot}
        catalogue={shown}
        language={shown === catalogue ? language : 'en'}
        {...(shown === catalogue ? {} : { switchTo: { language, catalogue } })}
        loader={loader}
        router={router}
      />
    );
    // In a transition the takeover is done in slices between which the browser can handle
    // input, instead of in one long task (the page is already on show).
    startTransition(() => void hydrateRoot(element, app));
  } else {
    // Another path than the page's (the app shell), the configuration's error, or English texts
    // changed since the build: the page is rendered afresh.
    createRoot(element).render(
      <App boot={boot} catalogue={catalogue} language={language} loader={loader} router={router} />,
    );
  }
}

const element = document.getElementById('root');
if (element) void start(element);
