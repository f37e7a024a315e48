import { isLoading } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { afterFirstCall } from '../edge/idle.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { ConfigErrorScreen } from './config-error.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import * as styles from './shell.css.ts';

// Neither is needed to fill in a first step, and both follow a call: the overlay shows over one,
// a toast tells of its answer. They load when the browser is idle after the first call has left
// (not while the person fills in the first step, issue 44), or at once when shown before then.
const loadToasts = () => import('./toast-host.tsx');
const loadOverlay = () => import('./overlay-host.tsx');
const ToastHost = lazy(() => loadToasts().then((m) => ({ default: m.ToastHost })));
const OverlayHost = lazy(() => loadOverlay().then((m) => ({ default: m.OverlayHost })));

/**
 * The frame of every screen (PRODUCT-7, PRODUCT-8): logo, background image, toast area and the
 * loading overlay bound to the in-flight counter. The routed screen renders only once the chosen
 * environment has an `api` setting; a configuration that fails the full validation (in the
 * services chunk, which start-up loads at once) replaces everything with the error screen.
 */
export function Shell() {
  const t = useT();
  const boot = useBoot();
  const services = useServicesStatus();
  const loading = useFlow(boot.inFlight, isLoading);
  const toastsWaiting = useFlow(boot.toasts, (state) => state.toasts.length > 0);
  // Rendered only once loaded, so neither the prerendered page nor its takeover (hydration)
  // waits for their chunks.
  const [laterWanted, setLaterWanted] = useState(false);

  useEffect(
    () =>
      afterFirstCall(boot.inFlight, () => {
        Promise.all([loadOverlay(), loadToasts()]).then(
          () => setLaterWanted(true),
          () => undefined,
        );
      }),
    [boot.inFlight],
  );

  if (services.state === 'ready' && !services.result.ok) {
    return <ConfigErrorScreen reason={services.result.reason} />;
  }
  if (boot.apiSetting === undefined) return <ConfigErrorScreen reason="no api setting" />;
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <a href="/">
          <img
            src="/logo.svg"
            alt={t('app.logo')}
            className={styles.logo}
            width={180}
            height={40}
          />
        </a>
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        {laterWanted || toastsWaiting ? <ToastHost toasts={boot.toasts} /> : null}
        {laterWanted || loading ? <OverlayHost open={loading} /> : null}
      </Suspense>
    </div>
  );
}
