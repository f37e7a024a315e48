import { RouterProvider } from '@tanstack/react-router';
import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { type Boot, BootContext } from './app/boot-context.tsx';
import { I18nProvider, type LanguageLoader } from './i18n/i18n-context.tsx';
import type { Language } from './i18n/language.ts';
import type { Catalogue } from './i18n/translate.ts';
import type { PortalRouter } from './router.ts';

/** The User Timing mark set once the portal has taken the page over (or rendered it). */
export const interactiveMark = 'forecourt:interactive';

function MarkInteractive() {
  // Effects run after the first commit: the page responds to input from here on. The budget's
  // request check and the bench (scripts/perf) read this mark.
  useEffect(() => {
    if (performance.getEntriesByName(interactiveMark).length === 0)
      performance.mark(interactiveMark);
  }, []);
  return null;
}

// TanStack Router's devtools in the development server only; a production build drops them.
const RouterDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-router-devtools').then((module) => ({
        default: module.TanStackRouterDevtools,
      })),
    )
  : () => null;

/** The whole portal: texts, start-up result and the router (whose root route is the shell). */
export function App({
  boot,
  catalogue,
  language,
  switchTo,
  loader,
  router,
}: {
  boot: Boot;
  catalogue: Catalogue;
  /** The language of `catalogue`. Default 'en' (the prerender's). */
  language?: Language | undefined;
  /** The language to show once the page is taken over in `catalogue`'s. Default none. */
  switchTo?: { language: Language; catalogue: Catalogue } | undefined;
  /** Lets the shell's switch change the language. Default undefined (it cannot: prerender). */
  loader?: LanguageLoader | undefined;
  router: PortalRouter;
}) {
  return (
    <StrictMode>
      <I18nProvider catalogue={catalogue} language={language} switchTo={switchTo} loader={loader}>
        <BootContext value={boot}>
          <RouterProvider router={router} />
          <MarkInteractive />
          <Suspense fallback={null}>
            <RouterDevtools router={router} />
          </Suspense>
        </BootContext>
      </I18nProvider>
    </StrictMode>
  );
}
