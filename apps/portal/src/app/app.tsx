import { StrictMode, useEffect } from 'react';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { Catalogue } from '../i18n/translate.ts';
import { routes } from '../routes.tsx';
import { Router } from '../routing/router.tsx';
import { Shell } from '../shell/shell.tsx';
import { type Boot, BootContext } from './boot-context.tsx';

/** The User Timing mark set once the portal has taken the page over (or rendered it). */
export const interactiveMark = 'forecourt:interactive';

function MarkInteractive() {
  // Effects run after the first commit: the page responds to input from here on. The budget's
  // request check (scripts/perf) reads this mark.
  useEffect(() => {
    if (performance.getEntriesByName(interactiveMark).length === 0)
      performance.mark(interactiveMark);
  }, []);
  return null;
}

/** The whole portal at `path`: texts, start-up result, router and shell. */
export function App({ boot, catalogue, path }: { boot: Boot; catalogue: Catalogue; path: string }) {
  return (
    <StrictMode>
      <I18nProvider catalogue={catalogue}>
        <BootContext value={boot}>
          <Router routes={routes} initialPath={path}>
            <Shell />
          </Router>
          <MarkInteractive />
        </BootContext>
      </I18nProvider>
    </StrictMode>
  );
}
