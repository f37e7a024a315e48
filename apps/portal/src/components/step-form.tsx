import { Button } from '@forecourt/ui-kit';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { useEarlySubmit } from '../edge/early-submit.ts';
import { useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from '../screens/screens.css.ts';

/** Props of {@link StepForm}. */
export type StepFormProps = {
  /** Called on a press of the button (or Enter); the browser never sends the form itself. */
  onSubmit: () => void;
  /** The step's selector: the button is enabled when true (and while submitting, pending). */
  ready: boolean;
  submitting: boolean;
  /** The button's text. */
  action: MessageKey;
  /** The rule (early-enable.ts) that enables the button before the takeover; else it waits. */
  enableWhen?: string;
  /**
   * What the button waits for, shown under it while it cannot be pressed (GUIDE-15); default
   * 'Fill in every field marked * (and the captcha, where there is one) to continue.'
   */
  hint?: string;
  children: ReactNode;
};

/**
 * A step's form and its one button. A press made before the portal has taken the page over is
 * kept and carried out in the takeover's commit (useEarlySubmit); with `enableWhen` the button
 * can be pressed then. A button that cannot be pressed yet stays in the Tab order and says what
 * it waits for (GUIDE-15).
 */
export function StepForm({
  onSubmit,
  ready,
  submitting,
  action,
  enableWhen,
  hint,
  children,
}: StepFormProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const disabled = !ready && !submitting;
  const early = useEarlySubmit(form, disabled, enableWhen);
  // The flow's verb checks whether it may run (Enter in a field submits while the button waits;
  // a press kept from before the takeover submits before this render knows the typed values).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate {...early}>
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={disabled}
          pending={submitting}
          pendingLabel={t('action.pleaseWait')}
          aria-describedby={hintId}
        >
          {t(action)}
        </Button>
        <p id={hintId} className={styles.buttonHint} hidden={!disabled}>
          {disabled ? (hint ?? t('hint.required')) : ''}
        </p>
      </div>
    </form>
  );
}
