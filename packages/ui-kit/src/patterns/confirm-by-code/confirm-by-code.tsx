// Pattern: confirm or change a mobile number or an e-mail address by code. The code step built
// from the kit's public entry, in each of its states; the example screens reuse it.
import { useId } from 'react';
import { Button, Countdown, OtpInput, vars } from '../../index.ts';

/** Where the code step stands: a code is out, sending it failed, or no tries are left. */
export type CodePhase = 'sent' | 'sendFailed' | 'noTries';

/** Props of {@link ConfirmByCode}. */
export type ConfirmByCodeProps = {
  /** Where the code went, as the person typed it or masked ('08*****567'). */
  destination: string;
  /** Mobile or e-mail: names the change link and the resend button. */
  channel: 'mobile' | 'email';
  phase: CodePhase;
  /** Seconds until a new code may be asked for (0: now). */
  secondsLeft: number;
  /** The code typed so far. */
  code: string;
  onCodeChange: (code: string) => void;
  /** Called with the 6 digits once the last is typed: the code is checked then, no button. */
  onComplete: (code: string) => void;
  /** A new code to the same destination. */
  onResend: () => void;
  /** Back to the field the destination was typed in, with it kept. */
  onChangeDestination: () => void;
  /** The code's message (wrong, expired), under the code field. */
  error?: string | undefined;
  /** A check of the code is under way. */
  checking?: boolean;
};

const destinationWord = { mobile: 'mobile number', email: 'email address' } as const;

/** The code step: where the code went, the code field, the countdown, resend and change. */
export function ConfirmByCode({
  destination,
  channel,
  phase,
  secondsLeft,
  code,
  onCodeChange,
  onComplete,
  onResend,
  onChangeDestination,
  error,
  checking = false,
}: ConfirmByCodeProps) {
  const heading =
    phase === 'sendFailed'
      ? 'We could not send your code'
      : phase === 'noTries'
        ? 'Too many wrong codes'
        : 'Enter the code we sent you';
  const ids = useId();
  const canResend = phase !== 'sent' || secondsLeft <= 0;
  return (
    <section aria-labelledby={`${ids}-heading`} style={{ display: 'grid', gap: vars.space.lg }}>
      <h2 id={`${ids}-heading`} style={{ margin: 0 }}>
        {heading}
      </h2>
      {phase === 'sent' ? (
        <>
          <p style={{ margin: 0 }}>
            We sent the code to <strong>{destination}</strong>. It is valid for 5 min.
          </p>
          <OtpInput
            value={code}
            onChange={onCodeChange}
            onComplete={onComplete}
            error={error}
            hint="Enter the 6-digit code to continue."
            disabled={checking}
          />
          {/* What the resend button waits for: its description while it cannot be pressed. */}
          <div id={`${ids}-countdown`}>
            <Countdown secondsLeft={secondsLeft} doneLabel="You can request a new code now" />
          </div>
        </>
      ) : null}
      {phase === 'sendFailed' ? (
        <p style={{ margin: 0 }}>
          The code could not be sent. Send it again, or change the {destinationWord[channel]}.
        </p>
      ) : null}
      {phase === 'noTries' ? (
        <p style={{ margin: 0 }}>
          The code was typed wrong too many times. Ask for a new code to try again.
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' }}>
        <Button
          variant="secondary"
          disabled={!canResend}
          aria-describedby={canResend ? undefined : `${ids}-countdown`}
          onClick={onResend}
        >
          Send a new code
        </Button>
        <Button variant="link" onClick={onChangeDestination}>
          Change {destinationWord[channel]}
        </Button>
      </div>
    </section>
  );
}
