import { Captcha } from '@forecourt/ui-kit';
import { useBoot, useServicesStatus } from '../app/boot-context.tsx';
import { useT } from '../i18n/i18n-context.tsx';

/** Props of {@link CaptchaSlot}. */
export type CaptchaSlotProps = {
  /** Receives the captcha response ('' when it expires or fails). */
  onResolve: (token: string) => void;
};

/**
 * The human check of step 0 (spec §1) with the environment's site key. Without one
 * (non-production only, DESIGN.md deviation 1) ui-kit shows the development stand-in. The site
 * key is part of the validated configuration, which loads after the first paint: until then
 * the captcha's space says it is loading, so neither the check nor Google's script can delay
 * the first paint; if it cannot load, the space says so and offers to try again.
 */
export function CaptchaSlot({ onResolve }: CaptchaSlotProps) {
  const t = useT();
  const { services } = useBoot();
  const status = useServicesStatus();
  const labels = {
    devLabel: t('captcha.dev'),
    devVerifiedLabel: t('captcha.devVerified'),
    loadingLabel: t('captcha.loading'),
    unavailableLabel: t('captcha.unavailable'),
    retryLabel: t('captcha.retry'),
  };
  const onChange = (token: string | null) => onResolve(token ?? '');
  if (status.state !== 'ready' || !status.result.ok) {
    return (
      <Captcha
        {...labels}
        status={status.state === 'failed' ? 'unavailable' : 'loading'}
        onRetry={() => services.load().catch(() => undefined)}
        onChange={onChange}
      />
    );
  }
  const { captchaSiteKey } = status.result.services.session;
  return (
    <Captcha
      {...labels}
      {...(captchaSiteKey ? { siteKey: captchaSiteKey } : {})}
      onChange={onChange}
      language="en"
    />
  );
}
