import type { PasskeyBrowser } from '@forecourt/flows-core';
import type { FakeUserServiceClient } from '@forecourt/flows-core/testing';
import type { PortalType } from '@forecourt/validators';
import { type AnyRouter, type RouteComponent, RouterProvider } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import afrikaans from '../../public/i18n/af.json';
import english from '../../public/i18n/en.json';
import isiZulu from '../../public/i18n/zu.json';
import { BootContext } from '../app/boot-context.tsx';
import { I18nProvider, type LanguageLoader } from '../i18n/i18n-context.tsx';
import { isLanguage, type Language } from '../i18n/language.ts';
import type { Catalogue } from '../i18n/translate.ts';
import { Shell } from '../shell/shell.tsx';
import { createStoryUserService } from './story-service.ts';
import { createTestBoot, testRouter } from './test-boot.ts';

/** What a portal screen story renders: one route of the real screen inside the real shell. */
export type ScreenStoryOptions = {
  /** The route pattern, e.g. '/login/$type'. */
  path: string;
  /** The address opened, e.g. '/login/dealer'. */
  url: string;
  component: RouteComponent;
  /** The portal type the fake service answers for. Default 'customer'. */
  type?: PortalType;
  /** Changes answers of the fake service before the screen renders. */
  script?: (api: FakeUserServiceClient) => void;
  /** The language of the texts (Storybook's toolbar). Default 'en'. */
  language?: Language;
  /** The texts of every other language fail to load (the 'texts failing' story). */
  textsFail?: boolean;
  /** The browser's passkeys. Default: a browser that cannot hold one. */
  passkeys?: PasskeyBrowser;
};

/** The portal's catalogues, bundled into Storybook (no network in stories). */
export const storyCatalogues: Readonly<Record<Language, Catalogue>> = {
  en: english,
  af: afrikaans,
  zu: isiZulu,
};

/** The language a story's toolbar chose (the `language` global), English when unset. */
export function storyLanguage(globals: Readonly<Record<string, unknown>> | undefined): Language {
  const chosen = globals?.language;
  return isLanguage(chosen) ? chosen : 'en';
}

/** The shell's switch inside Storybook: the bundled catalogue, and the screen's packages' texts. */
const storyLanguageLoader =
  (screen: LoadedScreen): LanguageLoader =>
  async (language) => {
    if (screen.textsFail) throw new Error(`the texts of '${language}' could not be loaded`);
    screen.switchTexts(storyCatalogues[language]);
    return storyCatalogues[language];
  };

/** A screen ready to render, with its fakes for play functions. */
export type LoadedScreen = Awaited<ReturnType<typeof loadScreen>>;

/**
 * Builds a screen's start-up result as main.tsx does, over flows-core's fake user service
 * (answering the main path, see createStoryUserService) and a manual clock: no network, and
 * time moves only when a story advances the clock.
 */
export async function loadScreen({
  path,
  url,
  component,
  type,
  script,
  language = 'en',
  textsFail = false,
  passkeys,
}: ScreenStoryOptions) {
  const api = createStoryUserService(type);
  script?.(api);
  const { boot, clock, redirects, onRedirect, switchTexts } = await createTestBoot(
    api,
    storyCatalogues[language],
    passkeys,
  );
  const router: AnyRouter = await testRouter(path, url, component, Shell);
  return { api, boot, clock, language, redirects, onRedirect, router, switchTexts, textsFail };
}

/**
 * Where the flow sent the browser, once it has: in the portal the page is gone by then, so a story
 * that ends signed in shows the address it would have loaded, under the screen.
 */
function Redirected({ screen }: { screen: LoadedScreen }) {
  const address = useSyncExternalStore(screen.onRedirect, () => screen.redirects.at(-1));
  if (address === undefined) return null;
  return (
    <p role="status" data-redirect="" style={{ margin: '1rem', fontFamily: 'monospace' }}>
      The browser now leaves the portal for {address}
    </p>
  );
}

/** Renders a loaded screen in the language it was loaded with. */
export function ScreenStory({ screen }: { screen: LoadedScreen }) {
  return (
    <I18nProvider
      key={screen.language}
      catalogue={storyCatalogues[screen.language]}
      language={screen.language}
      loader={storyLanguageLoader(screen)}
    >
      <BootContext value={screen.boot}>
        <RouterProvider router={screen.router} />
        <Redirected screen={screen} />
      </BootContext>
    </I18nProvider>
  );
}

/** The loaded screen of a story's context (set by the loader of screenStoryMeta). */
export function loadedScreen(context: { loaded: Record<string, unknown> }): LoadedScreen {
  return context.loaded.screen as LoadedScreen;
}
