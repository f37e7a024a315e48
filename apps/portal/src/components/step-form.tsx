import { Button } from '@forecourt/ui-kit';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { missingOf } from '../app/early-enable.ts';
import { useEarlySubmit } from '../app/early-submit.ts';
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
   * What the button waits for, shown under it while it cannot be pressed (GUIDE-15); by default
   * what `enableWhen` still misses in `values`, else 'Fill in the fields marked required'.
   */
  hint?: string;
  /** The form's values, for the default hint of a step with `enableWhen`. */
  values?: Readonly<Record<string, string>>;
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
  values,
  children,
}: StepFormProps) {
  const t = useT();
  const missingHint = useMissingHint(enableWhen, values);
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
        <p id={hintId} className={styles.buttonHint} data-state={disabled ? 'shown' : 'hidden'}>
          {disabled ? (hint ?? missingHint ?? t('hint.required')) : ''}
        </p>
      </div>
    </form>
  );
}

/**
 * 'Still needed: Username, Password, the captcha.': what `rule` misses in `values`, by the
 * fields' labels; undefined without a rule or values, or with nothing missing.
 */
function useMissingHint(
  rule: string | undefined,
  values: Readonly<Record<string, string>> | undefined,
): string | undefined {
  const t = useT();
  if (rule === undefined || values === undefined) return undefined;
  const label = (name: string) => {
    if (name === '@captcha') return t('hint.captcha');
    const declared = `flow.label.${name}`;
    const text = t(declared as MessageKey);
    return text === declared ? t(`field.${name}` as MessageKey) : text;
  };
  const missing = missingOf(rule, values).map((need) =>
    need
      .split('|')
      .map(label)
      .join(` ${t('hint.or')} `),
  );
  return missing.length === 0 ? undefined : t('hint.missing', { fields: missing.join(', ') });
}
