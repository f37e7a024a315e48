import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBoot } from './app/create-boot.ts';
import { fetchConfig } from './config/boot-config.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { applyPackageTexts } from './i18n/package-texts.ts';
import { type Catalogue, catalogueFingerprint, loadCatalogue } from './i18n/translate.ts';
import { routes } from './routes.tsx';
import { matchRoute, preloadRoute } from './routing/router.tsx';
import { ConfigErrorScreen } from './screens/config-error.tsx';

// Without its texts the portal cannot say anything in the user's language; this is the one
// sentence that has to be written here.
const noTexts = 'The portal could not load its texts. Please reload the page.';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** sessionStorage, or nothing where the browser refuses it (storage disabled, some sandboxes). */
function sessionStorageIfAllowed(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Start-up. Most pages arrive prerendered (server/prerender.ts), so the screen is on show before
 * this runs; here the texts, the configuration and the screen's chunk load, and the portal takes
 * the page over (hydrateRoot) when it would render exactly what is there: the same path, the same
 * texts, and a configuration with an `api` setting. Otherwise it renders afresh (createRoot
 * replaces the page), e.g. the configuration error screen.
 */
async function start(element: HTMLElement) {
  const path = window.location.pathname;
  const match = matchRoute(routes, path);
  const [config, catalogue] = await Promise.all([
    fetchConfig(),
    loadCatalogue('en').catch((): Catalogue | undefined => undefined),
    // The screen's chunk loads alongside, so the first render has it.
    match ? preloadRoute(match.route).catch(() => undefined) : undefined,
  ]);
  if (!catalogue) {
    createRoot(element).render(<p role="alert">{noTexts}</p>);
    return;
  }
  // Validation messages and flow texts in the loaded language, before any flow exists.
  applyPackageTexts(catalogue);
  if (!config.ok) {
    createRoot(element).render(
      <I18nProvider catalogue={catalogue}>
        <ConfigErrorScreen reason={config.reason} />
      </I18nProvider>,
    );
    return;
  }
  const storage = sessionStorageIfAllowed();
  const boot = createBoot(config.json, {
    hostname: window.location.hostname,
    redirect: (url) => window.location.assign(url),
    ...(storage ? { storage } : {}),
  });
  const app = <App boot={boot} catalogue={catalogue} path={path} />;
  const takeOver =
    element.dataset.path === withoutTrailingSlash(path) &&
    element.dataset.texts === catalogueFingerprint(catalogue) &&
    boot.apiSetting !== undefined;
  // In a transition the takeover is done in slices between which the browser can handle input,
  // instead of in one long task (the page is already on show).
  if (takeOver) startTransition(() => void hydrateRoot(element, app));
  else createRoot(element).render(app);
}

const element = document.getElementById('root');
if (element) void start(element);
