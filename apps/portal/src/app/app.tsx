import { StrictMode } from 'react';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { Catalogue } from '../i18n/translate.ts';
import { routes } from '../routes.tsx';
import { Router } from '../routing/router.tsx';
import { Shell } from '../shell/shell.tsx';
import { type Boot, BootContext } from './boot-context.tsx';

/** The whole portal at `path`: texts, start-up result, router and shell. */
export function App({ boot, catalogue, path }: { boot: Boot; catalogue: Catalogue; path: string }) {
  return (
    <StrictMode>
      <I18nProvider catalogue={catalogue}>
        <BootContext value={boot}>
          <Router routes={routes} initialPath={path}>
            <Shell />
          </Router>
        </BootContext>
      </I18nProvider>
    </StrictMode>
  );
}
