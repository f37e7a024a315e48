import { lazy, Suspense, useState } from 'react';
import * as styles from './captcha.css.ts';

// Loaded only when a site key is given, so development builds never fetch Google's script.
const ReCaptcha = lazy(() => import('react-google-recaptcha'));

/** The token the development stand-in reports. */
export const devCaptchaToken = 'dev-captcha-token';

/** Props of {@link Captcha}. */
export type CaptchaProps = {
  /** reCAPTCHA site key from the configuration; without one the development stand-in shows. */
  siteKey?: string;
  /** Called with the token when solved, and with null when it expires or fails. */
  onChange: (token: string | null) => void;
  /** Text of the stand-in. Default 'Development captcha: click to verify'. */
  devLabel?: string;
  /** Text of the stand-in once clicked. Default 'Development captcha: verified'. */
  devVerifiedLabel?: string;
  /** Shown while the real widget loads. Default 'Loading captcha…'. */
  loadingLabel?: string;
  /** Colour scheme of the real widget. Default 'light'. */
  theme?: 'light' | 'dark';
  /** Language of the real widget (reCAPTCHA hl code). */
  language?: string;
};

/**
 * Human verification: Google reCAPTCHA (lazy) when a site key is given, otherwise a clearly
 * labelled development stand-in that resolves on click or keyboard activation (DESIGN.md
 * deviation 1: only the stand-in resolves by a click).
 */
export function Captcha({
  siteKey,
  onChange,
  devLabel = 'Development captcha: click to verify',
  devVerifiedLabel = 'Development captcha: verified',
  loadingLabel = 'Loading captcha…',
  theme = 'light',
  language,
}: CaptchaProps) {
  const [verified, setVerified] = useState(false);

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
