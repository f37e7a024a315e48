import { isLoading } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { whenIdle } from '../app/idle.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { RouteView } from '../routing/router.tsx';
import { ConfigErrorScreen } from '../screens/config-error.tsx';
import { NotFound } from '../screens/not-found.tsx';
import * as styles from './shell.css.ts';

// Neither is needed to paint a screen. The overlay loads when the browser is idle after the first
// paint (no request can be in flight before the services load then too); the toasts (Radix
// Toast) on the first pointer or key press, since a toast only ever follows something the user
// did, or when a toast arrives first.
const loadToasts = () => import('./toast-host.tsx');
const loadOverlay = () => import('./overlay-host.tsx');
const ToastHost = lazy(() => loadToasts().then((m) => ({ default: m.ToastHost })));
const OverlayHost = lazy(() => loadOverlay().then((m) => ({ default: m.OverlayHost })));

/**
 * The frame of every screen (spec §1): logo, background image, toast area and the loading
 * overlay bound to the in-flight counter. The routed screen renders only once the chosen
 * environment has an `api` setting; a configuration that fails the full validation (in the
 * services chunk, loaded when the browser is idle after the first paint) replaces everything
 * with the error screen.
 */
export function Shell() {
  const t = useT();
  const boot = useBoot();
  const services = useServicesStatus();
  const loading = useFlow(boot.inFlight, isLoading);
  const toastsWaiting = useFlow(boot.toasts, (state) => state.toasts.length > 0);
  const [toastsWanted, setToastsWanted] = useState(false);
  // Rendered only after the first paint, so neither the prerendered page nor its takeover
  // (hydration) waits for the overlay's chunk.
  const [overlayWanted, setOverlayWanted] = useState(false);

  useEffect(() => {
    const want = () => {
      setToastsWanted(true);
      void loadToasts();
    };
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, want, { once: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, want, { capture: true });
    };
  }, []);

  useEffect(
    () =>
      whenIdle(() => {
        // A failed load is retried by the first call, which reports it.
        boot.services.load().catch(() => undefined);
        loadOverlay().then(
          () => setOverlayWanted(true),
          () => undefined,
        );
      }),
    [boot.services],
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
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={null}>
          <RouteView notFound={NotFound} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {toastsWanted || toastsWaiting ? <ToastHost toasts={boot.toasts} /> : null}
        {overlayWanted || loading ? <OverlayHost open={loading} /> : null}
      </Suspense>
    </div>
  );
}
