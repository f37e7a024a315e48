import { lazy, Suspense, useState } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './captcha.css.ts';

// Loaded only when a site key is given, so development builds never fetch Google's script.
// Pure, so an app that never renders the captcha does not get its chunk.
const ReCaptcha = /* @__PURE__ */ lazy(() => import('react-google-recaptcha'));

/** The token the development stand-in reports. */
export const devCaptchaToken = 'dev-captcha-token';

/**
 * What the captcha's space shows: the check itself, a wait while the app finds out which check
 * to show (its configuration is still loading), or that it could not find out.
 */
export type CaptchaStatus = 'ready' | 'loading' | 'unavailable';

/** Props of {@link Captcha}. */
export type CaptchaProps = {
  /** Default 'ready'. 'loading' and 'unavailable' keep the widget's space and say why it is empty. */
  status?: CaptchaStatus;
  /** Shown with status 'unavailable'. Default 'The captcha could not be loaded.'. */
  unavailableLabel?: string;
  /** Text of the button that asks again (status 'unavailable'). Default 'Try again'. */
  retryLabel?: string;
  /** Called by that button. Default undefined (no retry button). */
  onRetry?: () => void;
  /** reCAPTCHA site key from the configuration; without one the development stand-in
   * shows (also for undefined, so a configuration's optional key can be passed as it is).
   * Default undefined.
   */
  siteKey?: string | undefined;
  /** Called with the token when solved, and with null when it expires or fails. */
  onChange: (token: string | null) => void;
  /** Text of the stand-in. Default 'Development captcha: select to verify'. */
  devLabel?: string;
  /** Text of the stand-in once clicked. Default 'Development captcha: verified'. */
  devVerifiedLabel?: string;
  /** Shown while the real widget loads. Default 'Loading captcha…'. */
  loadingLabel?: string;
  /** Colour scheme of the real widget. Default 'light'. */
  theme?: 'light' | 'dark';
  /** Language of the real widget (reCAPTCHA hl code). Default undefined (the browser's). */
  language?: string;
};

/**
 * Human verification: Google reCAPTCHA (lazy) when a site key is given, otherwise a clearly
 * labelled development stand-in that resolves on click or keyboard activation (only the stand-in
 * resolves by a click).
 * @requirement PRODUCT-3, PRODUCT-4
 */
export function Captcha({
  status = 'ready',
  unavailableLabel = 'The captcha could not be loaded.',
  retryLabel = 'Try again',
  onRetry,
  siteKey,
  onChange,
  devLabel = 'Development captcha: select to verify',
  devVerifiedLabel = 'Development captcha: verified',
  loadingLabel = 'Loading captcha…',
  theme = 'light',
  language,
}: CaptchaProps) {
  const [verified, setVerified] = useState(false);

  if (status === 'loading') {
    return (
      <div className={styles.root} data-state="loading">
        <p className={styles.loading} role="status">
          {loadingLabel}
        </p>
      </div>
    );
  }
  if (status === 'unavailable') {
    return (
      <div className={styles.root} data-state="unavailable">
        <p className={styles.unavailable} role="alert">
          {unavailableLabel}
        </p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  }
  if (siteKey) {
    return (
      <div className={styles.root} data-state="widget">
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              {loadingLabel}
            </p>
          }
        >
          <ReCaptcha
            sitekey={siteKey}
            theme={theme}
            hl={language}
            onChange={(token) => onChange(token)}
            onExpired={() => onChange(null)}
            onErrored={() => onChange(null)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.devButton}
        data-state={verified ? 'verified' : 'unverified'}
        onClick={() => {
          setVerified(true);
          onChange(devCaptchaToken);
        }}
      >
        {verified ? devVerifiedLabel : devLabel}
      </button>
    </div>
  );
}
