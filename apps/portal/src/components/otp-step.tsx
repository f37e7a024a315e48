import { useFlow } from '@forecourt/flows-core/react';
import { Button, Countdown, OtpInput } from '@forecourt/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from '../screens/screens.css.ts';
import type { Channel, CodeFlow } from './flow-types.ts';
import { useWebOtp } from './use-web-otp.ts';

/** Props of {@link OtpStep}. */
export type OtpStepProps = {
  flow: CodeFlow;
  /** Shown above the code (e.g. the read-only username). */
  children?: ReactNode;
  /** Fields after the code (e.g. the new password on forgot password). */
  extraFields?: ReactNode;
  /** The primary button's text. Default 'Validate and Login'. */
  submitLabel?: MessageKey;
  /** True when the primary action may run (besides a full code). Default true. */
  canSubmit?: boolean;
};

/**
 * The code step of every OTP flow (spec §2, §4): the code, the resend countdown 'Request OTP
 * again in : hh:mm:ss' with the Mobile and Email resend buttons, and the primary button. After a
 * failed send only the two resend buttons show (spec §4), with the seconds to wait when the
 * service gave them (a 429). Enter always submits the code, never a resend
 * (the resend buttons are type="button"). On browsers with WebOTP the SMS code fills itself.
 */
export function OtpStep({
  flow,
  children,
  extraFields,
  submitLabel = 'action.validateAndLogin',
  canSubmit = true,
}: OtpStepProps) {
  const t = useT();
  const { locale } = useLanguage();
  const status = useFlow(flow, (s) => s.status);
  const otp = useFlow(flow, (s) => s.values.otp);
  const remaining = useFlow(flow, (s) => s.resendRemaining);
  const otpError = useFlow(flow, (s) => s.fieldErrors.otp);
  const sentTo = useFlow(flow, (s) => s.sentTo);
  const failed = status === 'otpFailed';
  // Where the browser reads origin-bound SMS codes, the code fills itself and is submitted;
  // asked again for each code sent, stopped while a code is checked or sent.
  const codeSentAt = useFlow(flow, (s) => s.resendAvailableAt);
  useWebOtp({
    active: status === 'awaitingCode',
    askAgainKey: codeSentAt,
    onCode: (code) => void flow.getState().enterOtp(code),
  });
  const resendBlocked = status === 'submitting' || (!failed && remaining > 0);
  const resend = (channel: Channel) => void flow.getState().resend(channel);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.getState().submitCode();
  };

  const resendButtons = (
    <fieldset className={styles.resend}>
      <legend className={styles.resendLegend}>{t('action.resendLegend')}</legend>
      <Button variant="secondary" disabled={resendBlocked} onClick={() => resend('mobile')}>
        {t('action.resendMobile')}
      </Button>
      <Button variant="secondary" disabled={resendBlocked} onClick={() => resend('email')}>
        {t('action.resendEmail')}
      </Button>
    </fieldset>
  );

  if (failed) {
    return (
      <div className={styles.form}>
        {children}
        <p className={styles.notice}>{t('otp.failed')}</p>
        {remaining > 0 ? (
          <Countdown secondsLeft={remaining} label={t('otp.failedWait')} locale={locale} />
        ) : null}
        {resendButtons}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      {sentTo ? (
        <p className={styles.notice} data-testid="code-sent-to">
          {t('otp.sentTo', { destination: sentTo })}
        </p>
      ) : null}
      <OtpInput
        name="otp"
        label={t('field.enterOtp')}
        value={otp}
        onChange={(code) => void flow.getState().enterOtp(code)}
        required
        {...(otpError ? { error: otpError } : {})}
      />
      {extraFields}
      <Countdown secondsLeft={remaining} label={t('otp.countdown')} locale={locale} />
      {resendButtons}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={otp.length !== 6 || !canSubmit}
          pending={status === 'submitting'}
          pendingLabel={t('action.pleaseWait')}
        >
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}
