import { isLoading } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { whenIdle } from '../edge/idle.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { ConfigErrorScreen } from '../screens/config-error.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import * as styles from './shell.css.ts';

// Neither is needed to use a screen. The overlay loads when the browser is idle after the
// takeover (or at once when a request is in flight before then); the toasts (Radix
// Toast) on the first pointer or key press, since a toast only ever follows something the user
// did, or when a toast arrives first.
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
        loadOverlay().then(
          () => setOverlayWanted(true),
          () => undefined,
        );
      }),
    [],
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
        {toastsWanted || toastsWaiting ? <ToastHost toasts={boot.toasts} /> : null}
        {overlayWanted || loading ? <OverlayHost open={loading} /> : null}
      </Suspense>
    </div>
  );
}
