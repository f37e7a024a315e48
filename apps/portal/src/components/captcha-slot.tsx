import { Captcha, devCaptchaToken } from '@forecourt/ui-kit';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { takeEarlyClick } from '../edge/carry-input.ts';
import { useHydrated, useTakeoverEffect } from '../edge/use-hydrated.ts';
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
 * the portal swaps the check in right after taking the page over. A click on that space before
 * then is not lost: the page's start script keeps it, and it counts in the takeover's own commit
 * (the stand-in then shows verified), so a press kept from before can be carried out in that
 * commit too (useEarlySubmit, whose effect runs after this child's) instead of after the render
 * that swaps the stand-in in. A click on the space after the takeover, before that render, the
 * stand-in receives once there.
 */
export function CaptchaSlot({ onResolve }: CaptchaSlotProps) {
  const t = useT();
  const { captcha, services } = useBoot();
  const status = useServicesStatus();
  const hydrated = useHydrated();
  const slot = useRef<HTMLDivElement>(null);
  const ready = hydrated && captcha !== undefined;
  const standIn = ready && captcha.kind === 'stand-in';
  // Set in the takeover's commit, read when the stand-in mounts (the render after).
  const verifiedEarly = useRef(false);
  useTakeoverEffect(() => {
    if (captcha?.kind === 'stand-in' && takeEarlyClick('captcha')) {
      verifiedEarly.current = true;
      onResolve(devCaptchaToken);
    }
  });
  useEffect(() => {
    if (standIn && takeEarlyClick('captcha')) {
      slot.current?.querySelector<HTMLButtonElement>('button')?.click();
    }
  }, [standIn]);
  const labels = {
    devLabel: t('captcha.dev'),
    devVerifiedLabel: t('captcha.devVerified'),
    loadingLabel: t('captcha.loading'),
    unavailableLabel: t('captcha.unavailable'),
    retryLabel: t('captcha.retry'),
  };
  const onChange = (token: string | null) => onResolve(token ?? '');
  // PRODUCT-4: clicking the captcha area marks it resolved (the stand-in only: the real widget
  // takes its own clicks). A click that lands beside the stand-in's button, as one made while
  // the space turns from loading into the button does, counts too; so does one pressed on the
  // loading text and released on the stand-in, which the start script sends to this space.
  const clickArea = (event: MouseEvent<HTMLDivElement>) => {
    if (!standIn || (event.target as Element).closest('button')) return;
    slot.current?.querySelector<HTMLButtonElement>('button[data-state="unverified"]')?.click();
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer convenience; the stand-in's own button takes the keyboard
    <div ref={slot} data-early-click={ready ? undefined : 'captcha'} onClick={clickArea}>
      {ready ? (
        <Captcha
          // A new instance, not the loading space's: the stand-in reads defaultVerified on mount.
          key="check"
          {...labels}
          {...(captcha.kind === 'widget' ? { siteKey: captcha.siteKey } : {})}
          defaultVerified={verifiedEarly.current}
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
