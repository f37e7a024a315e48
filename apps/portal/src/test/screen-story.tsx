import type { FakeUserServiceClient } from '@forecourt/flows-core';
import type { PortalType } from '@forecourt/validators';
import { type AnyRouter, type RouteComponent, RouterProvider } from '@tanstack/react-router';
import english from '../../public/i18n/en.json';
import { BootContext } from '../app/boot-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { applyPackageTexts } from '../i18n/package-texts.ts';
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
};

/** A screen ready to render, with its fakes for play functions. */
export type LoadedScreen = Awaited<ReturnType<typeof loadScreen>>;

/**
 * Builds a screen's start-up result as main.tsx does, over flows-core's fake user service
 * (answering the main path, see createStoryUserService) and a manual clock: no network, and
 * time moves only when a story advances the clock.
 */
export async function loadScreen({ path, url, component, type, script }: ScreenStoryOptions) {
  applyPackageTexts(english);
  const api = createStoryUserService(type);
  script?.(api);
  const { boot, clock, redirects } = await createTestBoot(api);
  const router: AnyRouter = await testRouter(path, url, component, Shell);
  return { api, boot, clock, redirects, router };
}

/** Renders a loaded screen with the English catalogue. */
export function ScreenStory({ screen }: { screen: LoadedScreen }) {
  return (
    <I18nProvider catalogue={english}>
      <BootContext value={screen.boot}>
        <RouterProvider router={screen.router} />
      </BootContext>
    </I18nProvider>
  );
}

/** The loaded screen of a story's context (set by the loader of screenStoryMeta). */
export function loadedScreen(context: { loaded: Record<string, unknown> }): LoadedScreen {
  return context.loaded.screen as LoadedScreen;
}
