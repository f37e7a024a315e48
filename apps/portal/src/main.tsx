import { createInFlightCounter, createToastQueue } from '@forecourt/flows-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type Boot, BootContext } from './app/boot-context.tsx';
import { apiSettingOf, fetchConfig } from './config/boot-config.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { type Catalogue, loadCatalogue } from './i18n/translate.ts';
import { routes } from './routes.tsx';
import { matchRoute, preloadRoute, Router } from './routing/router.tsx';
import { ConfigErrorScreen } from './screens/config-error.tsx';
import { Shell } from './shell/shell.tsx';

// Without its texts the portal cannot say anything in the user's language; this is the one
// sentence that has to be written here.
const noTexts = 'The portal could not load its texts. Please reload the page.';

async function start(element: HTMLElement) {
  const root = createRoot(element);
  const match = matchRoute(routes, window.location.pathname);
  const [config, catalogue] = await Promise.all([
    fetchConfig(),
    loadCatalogue('en').catch((): Catalogue | undefined => undefined),
    match ? preloadRoute(match.route).catch(() => undefined) : undefined,
  ]);
  if (!catalogue) {
    root.render(<p role="alert">{noTexts}</p>);
    return;
  }
  const inFlight = createInFlightCounter();
  const toasts = createToastQueue();
  const services: Boot['services'] = config.ok
    ? import('./services/app-services.ts').then(({ createAppServices }) =>
        createAppServices(config.json, {
          hostname: window.location.hostname,
          inFlight,
          notify: toasts.getState().push,
          redirect: (url) => window.location.assign(url),
          storage: window.sessionStorage,
          texts: catalogue,
        }),
      )
    : Promise.resolve({ ok: false, reason: config.reason });
  const boot: Boot = {
    apiSetting: config.ok ? apiSettingOf(window.location.hostname, config.json) : undefined,
    services,
    inFlight,
    toasts,
  };
  root.render(
    <StrictMode>
      <I18nProvider catalogue={catalogue}>
        {config.ok ? (
          <BootContext value={boot}>
            <Router routes={routes} initialPath={window.location.pathname}>
              <Shell />
            </Router>
          </BootContext>
        ) : (
          <ConfigErrorScreen reason={config.reason} />
        )}
      </I18nProvider>
    </StrictMode>,
  );
}

const element = document.getElementById('root');
if (element) void start(element);
