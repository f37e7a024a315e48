import { Captcha } from '@forecourt/ui-kit';
import { type MouseEvent, useRef } from 'react';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { useHydrated } from '../edge/use-hydrated.ts';
import { useT } from '../i18n/i18n-context.tsx';

/** Props of {@link CaptchaSlot}. */
export type CaptchaSlotProps = {
  /** Receives the captcha response ('' when it expires or fails). */
  onResolve: (token: string) => void;
};

/**
 * The human check of step 0 (PRODUCT-3) with the environment's site key. Without one
 * (non-production only, PRODUCT-4) ui-kit shows the development stand-in. The check
 * is ready as soon as the configuration is: a prerendered page shows its space as loading, and
 * the portal swaps the check in right after taking the page over. Neither check can be solved
 * before then (the real widget needs its own script), so a click on the loading space is not
 * kept.
 */
export function CaptchaSlot({ onResolve }: CaptchaSlotProps) {
  const t = useT();
  const { captcha, services } = useBoot();
  const status = useServicesStatus();
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const ready = hydrated && captcha !== undefined;
  const standIn = ready && captcha.kind === 'stand-in';
  const labels = {
    devLabel: t('captcha.dev'),
    devVerifiedLabel: t('captcha.devVerified'),
    loadingLabel: t('captcha.loading'),
    unavailableLabel: t('captcha.unavailable'),
    retryLabel: t('captcha.retry'),
  };
  const onChange = (token: string | null) => onResolve(token ?? '');
  // PRODUCT-4: a click anywhere in the captcha area resolves the stand-in (the real widget takes
  // its own clicks).
  const clickArea = (event: MouseEvent<HTMLDivElement>) => {
    if (!standIn || (event.target as Element).closest('button')) return;
    slot.current?.querySelector<HTMLButtonElement>('button[data-state="unverified"]')?.click();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer convenience; the stand-in's own button takes the keyboard
    <div ref={slot} onClick={clickArea} data-waiting-for="captchaResponse">
      {ready ? (
        <Captcha
          {...labels}
          {...(captcha.kind === 'widget' ? { siteKey: captcha.siteKey } : {})}
          onChange={onChange}
          language="en"
        />
      ) : (
        // No readable captcha setting: the full check of the configuration decides (it shows the
        // error screen); if its code cannot load, the space says so and offers to try again.
        <Captcha
          {...labels}
          status={hydrated && status.state === 'failed' ? 'unavailable' : 'loading'}
          onRetry={() => services.load().catch(() => undefined)}
          onChange={onChange}
        />
      )}
    </div>
  );
}
