import { isPortalType } from '@forecourt/validators';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { TitleSink } from '../app/use-document-title.ts';
import { App } from '../app.tsx';
import { packageTranslate } from '../i18n/package-texts.ts';
import { catalogueFingerprint, catalogueFrom } from '../i18n/translate.ts';
import { createPortalRouter } from '../router.ts';
import { hasForm, prerenderedPaths, type RoutePath, screenOfRoute } from '../routes.tsx';
import {
  registrationFirstSteps,
  registrationModules,
} from '../screens/register/registration-views.ts';
import { createBoot } from './create-boot.ts';

// The build-time render of the pages in `prerenderedPaths` (server/prerender.ts writes them into
// dist). A page is rendered as a browser with a usable configuration shows it before anything
// has loaded: the first step of its screen, the captcha's space saying it is loading. The
// browser then takes the page over (hydrateRoot) instead of painting it again.

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/** What one prerendered page holds. */
export type RenderedPage = {
  path: string;
  /** The markup inside `#root`. */
  html: string;
  /** The fingerprint of the catalogue it was rendered with. */
  fingerprint: string;
  /** The modules (from the app root) whose chunks the page needs to take over: its screen's. */
  modules: readonly string[];
  /** The page's document title: its first step's (GUIDE-41); undefined if it asked for none. */
  title: string | undefined;
  /**
   * When the page first calls the service: 'none' (no form: the landing page), 'on press' (a
   * form sent on a press), or 'on load' (the first step calls as it loads, as the dealer-group
   * form lists the groups, and reads the reply at once). The start script asks for what that call
   * needs as the takeover's last file arrives.
   */
  firstCall: 'none' | 'on press' | 'on load';
  /** Modules the page works without until they load (asked for with the first call's). */
  enhancements: readonly string[];
};

const fromRoot = (module: string) => `src/${module.slice('./'.length)}`;

/**
 * Renders `path` as the first paint of a usable configuration shows it, with the texts of
 * `json` (the catalogue file as the browser will load it).
 */
export async function renderPage(path: string, json: unknown): Promise<RenderedPage> {
  const catalogue = catalogueFrom(json);
  if (!catalogue) throw new Error('prerender: the catalogue is not a JSON object');
  const router = createPortalRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const leaf = router.state.matches.at(-1);
  if (leaf?.status !== 'success' || !(leaf.routeId in screenOfRoute)) {
    throw new Error(`prerender: no route shows ${path}`);
  }
  const routeId = leaf.routeId as RoutePath;
  const type = (leaf.params as { type?: string }).type;
  const registrationType =
    routeId === '/register/$type' && type && isPortalType(type) ? type : undefined;
  const firstStep = registrationType && registrationFirstSteps[registrationType];
  const modules = [
    fromRoot(screenOfRoute[routeId][0]),
    ...(registrationType ? registrationModules[registrationType] : []),
  ];
  // Start-up's result without a configuration: nothing is loaded while the page renders (the
  // services and checks load only when asked for), and which captcha shows is known only in the
  // browser (the space says it is loading). Of the `api` setting only its presence matters: the
  // browser renders afresh when its configuration has none.
  const boot = {
    ...createBoot(undefined, {
      hostname: 'localhost',
      redirect: () => undefined,
      translate: packageTranslate(catalogue),
    }),
    apiSetting: 'configured at start',
  };
  // The title the page's screen asks for while it renders (its first step's).
  let title: string | undefined;
  const markup = await html(
    <TitleSink.Provider
      value={(asked) => {
        title = asked;
      }}
    >
      <App boot={boot} catalogue={catalogue} router={router} />
    </TitleSink.Provider>,
  );
  return {
    path,
    html: markup,
    title,
    fingerprint: catalogueFingerprint(catalogue),
    modules,
    firstCall: !hasForm(routeId) ? 'none' : firstStep?.callsOnLoad ? 'on load' : 'on press',
    enhancements: firstStep?.enhancements ?? [],
  };
}

export { prerenderedPaths };
