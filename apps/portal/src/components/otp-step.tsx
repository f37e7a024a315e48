import { useFlow } from '@forecourt/flows-core/react';
import { Button, Countdown, OtpInput } from '@forecourt/ui-kit';
import type { Channel } from '@forecourt/validators';
import type { FormEvent, ReactNode } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from '../screens/screens.css.ts';
import type { CodeFlow } from './flow-types.ts';
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
};

/**
 * The code step of every flow that sends a code (CODE): where the code went, the code, the
 * resend countdown 'Request OTP again in : hh:mm:ss' with the Mobile and Email resend buttons,
 * and the primary button. After a failed send only the two resend buttons show (CODE-6), with the
 * seconds to wait when the service gave them. Enter always submits the code, never a resend (the
 * resend buttons are type="button"). On browsers with WebOTP the SMS code fills itself. Every
 * decision is a flag of the flow's store: the view compares nothing itself.
 */
export function OtpStep({
  flow,
  children,
  extraFields,
  submitLabel = 'action.validateAndLogin',
}: OtpStepProps) {
  const t = useT();
  const { locale } = useLanguage();
  const codeState = useFlow(flow, (s) => s.codeState);
  const otp = useFlow(flow, (s) => s.values.otp);
  const resendIn = useFlow(flow, (s) => s.resendInSeconds);
  const canResend = useFlow(flow, (s) => s.canResend);
  const canSubmit = useFlow(flow, (s) => s.canSubmit);
  const busy = useFlow(flow, (s) => s.busy);
  const otpError = useFlow(flow, (s) => s.fieldErrors.otp);
  const destination = useFlow(flow, (s) => s.destination);
  const failed = codeState === 'sendFailed';
  // Where the browser reads origin-bound SMS codes, the code fills itself and is submitted;
  // asked again for each code sent, stopped while a code is checked or sent.
  const codeSentAt = useFlow(flow, (s) => s.resendAvailableAt);
  useWebOtp({
    active: codeState === 'waiting' && !busy,
    askAgainKey: codeSentAt,
    onCode: (code) => void flow.getState().enterCode(code),
  });
  const resend = (channel: Channel) => void flow.getState().resendCode(channel);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.getState().submitCode();
  };

  const resendButtons = (
    <fieldset className={styles.resend}>
      <legend className={styles.resendLegend}>{t('action.resendLegend')}</legend>
      <Button variant="secondary" disabled={!canResend} onClick={() => resend('mobile')}>
        {t('action.resendMobile')}
      </Button>
      <Button variant="secondary" disabled={!canResend} onClick={() => resend('email')}>
        {t('action.resendEmail')}
      </Button>
    </fieldset>
  );

  if (codeState === 'exhausted') {
    // No tries left: the flow's grant ended, so only starting again helps.
    return (
      <div className={styles.form}>
        {children}
        <div className={styles.actions}>
          <Button onClick={() => flow.getState().reset()}>{t('action.startAgain')}</Button>
        </div>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.form}>
        {children}
        <p className={styles.notice}>{t('otp.failed')}</p>
        {resendIn > 0 ? (
          <Countdown secondsLeft={resendIn} label={t('otp.failedWait')} locale={locale} />
        ) : null}
        {resendButtons}
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      {destination ? (
        <p className={styles.notice} data-testid="code-sent-to">
          {t('otp.sentTo', { destination })}
        </p>
      ) : null}
      <OtpInput
        name="otp"
        label={t('field.enterOtp')}
        value={otp}
        onChange={(code) => void flow.getState().enterCode(code)}
        required
        {...(otpError ? { error: otpError } : {})}
      />
      {extraFields}
      <Countdown secondsLeft={resendIn} label={t('otp.countdown')} locale={locale} />
      {resendButtons}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!canSubmit && !busy}
          pending={busy}
          pendingLabel={t('action.pleaseWait')}
        >
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}
