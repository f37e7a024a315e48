import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import type { FieldDescriptor } from '@forecourt/validators';
import {
  type ComponentType,
  type FormEvent,
  Fragment,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useEarlySubmit } from '../edge/early-submit.ts';
import { useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import { CaptchaSlot } from './captcha-slot.tsx';
import { type DeclaredFieldProps, type ListItem, TypedField } from './declared-field.tsx';
import * as styles from './screens.css.ts';
import { type FormFlowState, useFieldBinder } from './use-field-binder.ts';

/**
 * What a step's form reads of its flow: the fields' values, the flags its button follows, what
 * it waits for and the field the last failure names.
 */
export type StepFlowState = FormFlowState<Record<string, string>> & {
  canSubmit: boolean;
  busy: boolean;
  submit(): Promise<unknown>;
  waitingFor?: string | undefined;
  error?: { field?: string | undefined } | undefined;
  resolveCaptcha?(token: string): void;
};

// What a press on a waiting button needs is loaded by that press: no first step carries it.
const loadExplainWaiting = () => import('./explain-waiting.ts');

/** How a step draws its declared fields. */
export type StepFieldsProps = {
  /** A step's fields, as its form's declaration describes them (validators' `fieldsOn`). */
  fields: readonly FieldDescriptor[];
  /**
   * Draws each field. Default `TypedField` (text, e-mail, password: every first step's kinds);
   * a registration's later steps pass `DescriptorField`, which loads the choice fields.
   */
  Field?: ComponentType<DeclaredFieldProps>;
  /** A list field's choices, by field name (the dealer groups). */
  lists?: Readonly<Record<string, readonly ListItem[]>>;
  /** Content ahead of a field, by field name (the 'COMPANY DIRECTOR DETAILS' title, 'Or'). */
  before?: Readonly<Record<string, ReactNode>>;
};

/** The declared `fields` of a step, bound to `flow`'s values, in their order. */
export function StepFields({
  flow,
  fields,
  Field = TypedField,
  lists = {},
  before = {},
}: StepFieldsProps & { flow: ReadonlyStore<StepFlowState> }) {
  const bind = useFieldBinder(flow);
  return fields.map((field) => (
    <Fragment key={field.name}>
      {before[field.name]}
      <Field field={field} bind={bind} list={lists[field.name]} />
    </Fragment>
  ));
}

/** Props of {@link StepForm}. */
export type StepFormProps = Partial<StepFieldsProps> & {
  /** The flow: its `canSubmit` enables the button, its `busy` makes it pending. */
  flow: ReadonlyStore<StepFlowState>;
  /**
   * On a press of the button (or Enter); the browser never sends the form. Default: the flow's
   * `submit`, the verb the step's declaration names.
   */
  onSubmit?: () => unknown;
  /** The button's text. */
  action: MessageKey;
  /** The human check (PRODUCT-3), last in the form. */
  captcha?: true;
  /**
   * What the button waits for, shown under it while it cannot be pressed (GUIDE-15); default
   * 'Fill in every field marked * and the captcha to continue.' on a step with a captcha,
   * 'Fill in every field marked * to continue.' without (a step whose fields are all optional
   * says what it needs instead).
   */
  hint?: string;
  /** Shown after the fields (the 'Or' divider, the code, the terms). */
  children?: ReactNode;
};

/**
 * One step of a flow as a form: its declared fields (any form's: sign-in, recovery, registration),
 * what the step adds, the captcha and one
 * button, which the flow's flags drive. A press made before the portal has taken the page over
 * is kept and carried out in the takeover's commit (useEarlySubmit), if the flow's verb may run
 * then. A button that cannot be pressed yet stays in the Tab order and says what it
 * waits for (GUIDE-15); a press on it says what is missing (the flow's `waitingFor`), in an
 * alert in place of the hint, and puts focus there. A failure that names a field puts focus on
 * it (GUIDE-12).
 */
export function StepForm({
  flow,
  onSubmit,
  action,
  fields,
  Field,
  lists,
  before,
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
  const waitingFor = useFlow(flow, (s) => s.waitingFor);
  const failure = useFlow(flow, (s) => s.error);
  // The last press's explanation, shown while the same thing is still missing.
  const [explained, setExplained] = useState<{ for: string; message: string; press: number }>();
  const early = useEarlySubmit(form);
  const explain = () => {
    const missing = flow.getState().waitingFor;
    if (missing === undefined || !form.current) return;
    const at = form.current;
    void loadExplainWaiting().then(({ explainWaiting }) => {
      const message = explainWaiting(at, missing, t);
      setExplained((last) => ({ for: missing, message, press: (last?.press ?? 0) + 1 }));
    });
  };
  useEffect(() => {
    const field = failure?.field;
    if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [failure]);
  const standing = hint ?? t(captcha ? 'hint.fieldsAndCaptcha' : 'hint.fields');
  // The flow's verb checks whether it may run (Enter in a field submits while the button waits;
  // a press kept from before the takeover submits before this render knows the typed values).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit) onSubmit();
    else void flow.getState().submit();
  };
  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate {...early}>
      {fields ? (
        <StepFields
          flow={flow}
          fields={fields}
          {...(Field ? { Field } : {})}
          {...(lists ? { lists } : {})}
          {...(before ? { before } : {})}
        />
      ) : null}
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
          onWaitingPress={explain}
        >
          {t(action)}
        </Button>
        {disabled && explained !== undefined && explained.for === waitingFor ? (
          // A new element per press, so a second press is announced again.
          <p key={explained.press} id={hintId} className={styles.buttonHint} role="alert">
            {explained.message}
          </p>
        ) : (
          <p id={hintId} className={styles.buttonHint} hidden={!disabled}>
            {disabled ? standing : ''}
          </p>
        )}
      </div>
    </form>
  );
}
