import { useFlow } from '@forecourt/flows-core/react';
import { Button, Countdown, OtpInput } from '@forecourt/ui-kit';
import type { Channel } from '@forecourt/validators';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLanguage, useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { useErrorText } from './flow-error.tsx';
import type { CodeFlow } from './flow-types.ts';
import * as styles from './screens.css.ts';
import { StepForm } from './step-form.tsx';
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

/** Each resend button: its channel, its label and what it does, underneath (GUIDE-11). */
const resendTexts: readonly (readonly [Channel, MessageKey, MessageKey])[] = [
  ['mobile', 'action.resendMobile', 'action.resendMobileDetail'],
  ['email', 'action.resendEmail', 'action.resendEmailDetail'],
];

/**
 * The code step of every flow that sends a code (CODE): where the code went and how long it is
 * valid (GUIDE-5, GUIDE-6), the code, the resend countdown 'Request OTP again in : hh:mm:ss'
 * ('You can request a new code now' at zero, GUIDE-10) with the Mobile and Email resend buttons,
 * and the primary button. A wrong or expired code is told at the code field, which is emptied and
 * focused (GUIDE-12). After a failed send only the two resend buttons show (CODE-6), with the
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
  const errorText = useErrorText();
  const { locale } = useLanguage();
  const codeState = useFlow(flow, (s) => s.codeState);
  const otp = useFlow(flow, (s) => s.values.otp);
  const resendIn = useFlow(flow, (s) => s.resendInSeconds);
  // Whole minutes left, never rounded up: 4 min 59 s is 'valid for 4 min'.
  const validFor = useFlow(flow, (s) => s.expiresInSeconds);
  const askedChannel = useFlow(flow, (s) => s.askedChannel);
  const canResend = useFlow(flow, (s) => s.canResend);
  const busy = useFlow(flow, (s) => s.busy);
  const otpError = useFlow(flow, (s) => s.fieldErrors.otp);
  const error = useFlow(flow, (s) => s.error);
  const destination = useFlow(flow, (s) => s.destination);
  const reused = useFlow(flow, (s) => s.reusedCode);
  const codeField = useRef<HTMLInputElement>(null);
  const codeMessage = otpError ?? (error?.field === 'otp' ? errorText(error) : undefined);
  // A wrong or expired code: the emptied field takes focus, its message read with it.
  useEffect(() => {
    if (codeState === 'wrong' || codeState === 'expired') codeField.current?.focus();
  }, [codeState]);
  // Where the browser reads origin-bound SMS codes, the code fills itself and is submitted;
  // asked again for each code sent, stopped while a code is checked or sent.
  const codeSentAt = useFlow(flow, (s) => s.resendAvailableAt);
  useWebOtp({
    active: codeState === 'waiting' && !busy,
    askAgainKey: codeSentAt,
    onCode: (code) => void flow.getState().enterCode(code),
  });
  const resendButtons = (
    <fieldset className={styles.resend} data-waiting-for="newCode">
      <legend className={styles.resendLegend}>{t('action.resendLegend')}</legend>
      {resendTexts.map(([channel, label, detail]) => (
        <Button
          key={channel}
          variant="secondary"
          className={styles.resendButton}
          disabled={!canResend}
          onClick={() => void flow.getState().resendCode(channel)}
        >
          {t(label)}
          <span className={styles.resendDetail}>{t(detail)}</span>
        </Button>
      ))}
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
  if (codeState === 'sendFailed') {
    return (
      <div className={styles.form}>
        {children}
        {/* While a wait holds both buttons, the notice says so rather than 'send it again'. */}
        <p className={styles.notice} data-testid="send-failed">
          {t(resendIn > 0 ? 'otp.failedWaiting' : 'otp.failed')}
        </p>
        {resendIn > 0 ? (
          <Countdown secondsLeft={resendIn} label={t('otp.failedWait')} locale={locale} />
        ) : null}
        {resendButtons}
      </div>
    );
  }
  return (
    <StepForm
      flow={flow}
      action={submitLabel}
      hint={t(codeState === 'expired' ? 'hint.codeExpired' : 'hint.code')}
    >
      {children}
      {destination ? (
        <p className={styles.notice} data-testid="code-sent-to">
          {t(reused ? 'otp.reusedTo' : 'otp.sentTo', { destination })}
          {codeState === 'expired' || validFor <= 0
            ? ''
            : ` ${validFor < 60 ? t('otp.validUnderMinute') : t('otp.validFor', { minutes: Math.floor(validFor / 60) })}`}
          {/* The channel asked for is held by the countdown, which holds both (CODE-6). */}
          {askedChannel && resendIn > 0
            ? ` ${t(askedChannel === 'email' ? 'otp.emailLater' : 'otp.mobileLater')}`
            : ''}
        </p>
      ) : null}
      <OtpInput
        ref={codeField}
        name="otp"
        label={t('field.enterOtp')}
        value={otp}
        onChange={(code) => void flow.getState().enterCode(code)}
        required
        {...(codeMessage ? { error: codeMessage } : {})}
      />
      {extraFields}
      <Countdown
        secondsLeft={resendIn}
        label={t('otp.countdown')}
        doneLabel={t('otp.canResendNow')}
        locale={locale}
      />
      {resendButtons}
    </StepForm>
  );
}
