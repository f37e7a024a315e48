import { Captcha } from '@forecourt/ui-kit';
import { useServices } from '../app/boot-context.tsx';
import { useT } from '../i18n/i18n-context.tsx';

/** Props of {@link CaptchaSlot}. */
export type CaptchaSlotProps = {
  /** Receives the captcha response ('' when it expires or fails). */
  onResolve: (token: string) => void;
};

/**
 * The human check of step 0 (spec §1) with the environment's site key. Without one
 * (non-production only, DESIGN.md deviation 1) ui-kit shows the development stand-in.
 */
export function CaptchaSlot({ onResolve }: CaptchaSlotProps) {
  const t = useT();
  const { session } = useServices();
  return (
    <Captcha
      {...(session.captchaSiteKey ? { siteKey: session.captchaSiteKey } : {})}
      onChange={(token) => onResolve(token ?? '')}
      devLabel={t('captcha.dev')}
      devVerifiedLabel={t('captcha.devVerified')}
      loadingLabel={t('captcha.loading')}
      language="en"
    />
  );
}
