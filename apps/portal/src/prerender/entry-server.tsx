import {
  createDeferredDeps,
  createInFlightCounter,
  createManualClock,
  createToastQueue,
} from '@forecourt/flows-core';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app.tsx';
import type { Boot } from '../app/boot-context.tsx';
import { createServicesLoader } from '../app/services-loader.ts';
import { applyPackageTexts } from '../i18n/package-texts.ts';
import { catalogueFingerprint, catalogueFrom } from '../i18n/translate.ts';
import { routes } from '../routes.tsx';
import { prerenderedPaths } from '../routing/pages.ts';
import { matchRoute, preloadRoute } from '../routing/router.tsx';

// The build-time render of the pages in `prerenderedPaths` (server/prerender.ts writes them into
// dist). A page is rendered as a browser with a usable configuration shows it before anything
// has loaded: the first step of its screen, the captcha's space saying it is loading. The
// browser then takes the page over (hydrateRoot) instead of painting it again.

const never = () => new Promise<never>(() => undefined);

/** A start-up result that loads nothing: at build time there is no configuration or service. */
function prerenderBoot(): Boot {
  const toasts = createToastQueue();
  return {
    // Only its presence matters: the browser renders afresh when its configuration has none.
    apiSetting: 'configured at start',
    deps: createDeferredDeps(
      { clock: createManualClock(), notify: toasts.getState().push, redirect: () => undefined },
      never,
    ),
    services: createServicesLoader(never),
    inFlight: createInFlightCounter(),
    toasts,
  };
}

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
};

/**
 * Renders `path` as the first paint of a usable configuration shows it, with the texts of
 * `json` (the catalogue file as the browser will load it).
 */
export async function renderPage(path: string, json: unknown): Promise<RenderedPage> {
  const catalogue = catalogueFrom(json);
  if (!catalogue) throw new Error('prerender: the catalogue is not a JSON object');
  applyPackageTexts(catalogue);
  const match = matchRoute(routes, path);
  if (!match) throw new Error(`prerender: no route for ${path}`);
  await preloadRoute(match.route);
  return {
    path,
    html: await html(<App boot={prerenderBoot()} catalogue={catalogue} path={path} />),
    fingerprint: catalogueFingerprint(catalogue),
    modules: match.route.modules ?? [],
  };
}

export { prerenderedPaths };
