import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button, PasswordField, TextField } from '@forecourt/ui-kit';
import type { FieldRule } from '@forecourt/validators';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { useEarlySubmit } from '../edge/early-submit.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../i18n/kit-texts.ts';
import type { MessageKey } from '../i18n/translate.ts';
import { CaptchaSlot } from './captcha-slot.tsx';
import * as styles from './screens.css.ts';
import { type FormFlowState, useFieldBinder } from './use-field-binder.ts';

/**
 * A text or password field of a sign-in or recovery step, declared once: the flow value it
 * drives, its label, how its rule reads it (`rule`: an ID number's keypad, GUIDE-20), what the
 * browser may fill in, and whether the step needs it.
 */
export type StepField = {
  name: string;
  /** Default: the catalogue's `field.<name>`. */
  label?: MessageKey;
  rule?: FieldRule;
  /** The step goes on without it. */
  optional?: true;
} & (
  | { autoComplete: 'username' | 'username webauthn' | 'off'; password?: undefined }
  /** A password field, with its show/hide toggle. */
  | { autoComplete: 'current-password' | 'new-password'; password: true }
);

/** What a step's form reads of its flow: the fields' values and the flags its button follows. */
export type StepFlowState = FormFlowState<Record<string, string>> & {
  canSubmit: boolean;
  busy: boolean;
  resolveCaptcha?(token: string): void;
};

/** The declared `fields` of a step, bound to `flow`'s values, in their order. */
export function StepFields({
  flow,
  fields,
}: {
  flow: ReadonlyStore<StepFlowState>;
  fields: readonly StepField[];
}) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const bind = useFieldBinder(flow);
  return fields.map((field) => {
    const props = {
      ...bind(field.name, field.rule),
      label: t(field.label ?? (`field.${field.name}` as MessageKey)),
      required: !field.optional,
      autoComplete: field.autoComplete,
    };
    return field.password ? (
      <PasswordField
        key={field.name}
        {...toggleTexts}
        {...props}
        autoComplete={field.autoComplete}
      />
    ) : (
      <TextField key={field.name} {...props} />
    );
  });
}

/** Props of {@link StepForm}. */
export type StepFormProps = {
  /** The flow: its `canSubmit` enables the button, its `busy` makes it pending. */
  flow: ReadonlyStore<StepFlowState>;
  /** The step's verb, on a press of the button (or Enter); the browser never sends the form. */
  onSubmit: () => unknown;
  /** The button's text. */
  action: MessageKey;
  /** The step's text and password fields, first in the form. */
  fields?: readonly StepField[];
  /** The human check (PRODUCT-3), last in the form. */
  captcha?: true;
  /**
   * What the button waits for, shown under it while it cannot be pressed (GUIDE-15); default
   * 'Fill in every field marked * (and the captcha, where there is one) to continue.'
   */
  hint?: string;
  /** Shown after the fields (the 'Or' divider, the code, the terms). */
  children?: ReactNode;
};

/**
 * One step of a flow as a form: its declared fields, what the step adds, the captcha and one
 * button, which the flow's flags drive. A press made before the portal has taken the page over
 * is kept and carried out in the takeover's commit (useEarlySubmit), if the flow's verb may run
 * then. A button that cannot be pressed yet stays in the Tab order and says what it
 * waits for (GUIDE-15).
 */
export function StepForm({
  flow,
  onSubmit,
  action,
  fields,
  captcha,
  hint,
  children,
}: StepFormProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const ready = useFlow(flow, (s) => s.canSubmit);
  const submitting = useFlow(flow, (s) => s.busy);
  const disabled = !ready && !submitting;
  const early = useEarlySubmit(form);
  // The flow's verb checks whether it may run (Enter in a field submits while the button waits;
  // a press kept from before the takeover submits before this render knows the typed values).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate {...early}>
      {fields ? <StepFields flow={flow} fields={fields} /> : null}
      {children}
      {captcha ? (
        <CaptchaSlot onResolve={(token) => flow.getState().resolveCaptcha?.(token)} />
      ) : null}
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
