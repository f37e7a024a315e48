import { isLoading } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBoot } from '../app/boot-context.tsx';
import { useT } from '../i18n/i18n-context.tsx';
import { RouteView } from '../routing/router.tsx';
import { ConfigErrorScreen } from '../screens/config-error.tsx';
import { NotFound } from '../screens/not-found.tsx';
import * as styles from './shell.css.ts';

// Neither is needed to paint a screen. The overlay loads right after start; the toasts (Radix
// Toast) on the first pointer or key press, since a toast only ever follows something the user
// did, or when a toast arrives first.
const loadToasts = () => import('./toast-host.tsx');
const loadOverlay = () => import('./overlay-host.tsx');
const ToastHost = lazy(() => loadToasts().then((m) => ({ default: m.ToastHost })));
const OverlayHost = lazy(() => loadOverlay().then((m) => ({ default: m.OverlayHost })));

/**
 * The frame of every screen (spec §1): logo, background image, toast area and the loading
 * overlay bound to the in-flight counter. The routed screen renders only once the chosen
 * environment has an `api` setting; a configuration that fails validation replaces everything
 * with the error screen.
 */
export function Shell() {
  const t = useT();
  const boot = useBoot();
  const [invalid, setInvalid] = useState<string>();
  const loading = useFlow(boot.inFlight, isLoading);
  const toastsWaiting = useFlow(boot.toasts, (state) => state.toasts.length > 0);
  const [toastsWanted, setToastsWanted] = useState(false);

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

  useEffect(() => {
    let live = true;
    void boot.services.then((result) => {
      if (live && !result.ok) setInvalid(result.reason);
    });
    void loadOverlay();
    return () => {
      live = false;
    };
  }, [boot.services]);

  if (invalid !== undefined || boot.apiSetting === undefined) {
    return <ConfigErrorScreen reason={invalid ?? 'no api setting'} />;
  }
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
        <OverlayHost open={loading} />
      </Suspense>
    </div>
  );
}
