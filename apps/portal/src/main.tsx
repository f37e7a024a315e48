import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createBoot } from './app/create-boot.ts';
import { fetchConfig } from './config/boot-config.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { applyPackageTexts } from './i18n/package-texts.ts';
import { type Catalogue, loadCatalogue } from './i18n/translate.ts';
import { routes } from './routes.tsx';
import { matchRoute, preloadRoute } from './routing/router.tsx';
import { ConfigErrorScreen } from './screens/config-error.tsx';

// Without its texts the portal cannot say anything in the user's language; this is the one
// sentence that has to be written here.
const noTexts = 'The portal could not load its texts. Please reload the page.';

async function start(element: HTMLElement) {
  const path = window.location.pathname;
  const match = matchRoute(routes, path);
  const [config, catalogue] = await Promise.all([
    fetchConfig(),
    loadCatalogue('en').catch((): Catalogue | undefined => undefined),
    // The screen's chunk loads alongside, so the first render has it.
    match ? preloadRoute(match.route).catch(() => undefined) : undefined,
  ]);
  const root = createRoot(element);
  if (!catalogue) {
    root.render(<p role="alert">{noTexts}</p>);
    return;
  }
  // Validation messages and flow texts in the loaded language, before any flow exists.
  applyPackageTexts(catalogue);
  if (!config.ok) {
    root.render(
      <I18nProvider catalogue={catalogue}>
        <ConfigErrorScreen reason={config.reason} />
      </I18nProvider>,
    );
    return;
  }
  const boot = createBoot(config.json, {
    hostname: window.location.hostname,
    redirect: (url) => window.location.assign(url),
    storage: window.sessionStorage,
  });
  root.render(<App boot={boot} catalogue={catalogue} path={path} />);
}

const element = document.getElementById('root');
if (element) void start(element);
