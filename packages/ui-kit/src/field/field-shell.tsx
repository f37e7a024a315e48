import { type ReactNode, useId } from 'react';
import { DisabledTooltip } from '../tooltip/disabled-tooltip.tsx';
import * as styles from './field.css.ts';

/** Props every form field shares. */
export type BaseFieldProps = {
  /** Visible label, tied to the control. */
  label: string;
  /**
   * Error message shown below the control and linked by aria-describedby; sets aria-invalid.
   * `undefined` (or '') shows none, so a flow's `fieldErrors.x` can be passed as it is.
   * Default undefined (no error).
   */
  error?: string | undefined;
  /** Help text below the label, linked by aria-describedby. Default undefined (none). */
  hint?: string | undefined;
  /** Disables the control and shows the 'Field is disabled.' tooltip. Default false. */
  disabled?: boolean;
  /** Tooltip text of a disabled field. Default 'Field is disabled.'. */
  disabledText?: string | undefined;
  /** Marks the field as required (visual asterisk and aria-required). Default false. */
  required?: boolean;
  /** Form field name. Default undefined. */
  name?: string;
  /** Element id of the control. Default a generated id (useId). */
  id?: string;
  /** Class of the field's root element. Default undefined. */
  className?: string;
};

/** The ids that tie a control to its label, hint, error and disabled note. */
export type FieldIds = {
  controlId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

/** Derives the ids of a field; describedBy lists only the parts that are rendered. */
export function useFieldIds(props: Pick<BaseFieldProps, 'id' | 'error' | 'hint' | 'disabled'>) {
  const generated = useId();
  const controlId = props.id ?? `${generated}-control`;
  const parts = [
    props.hint ? `${controlId}-hint` : undefined,
    props.disabled ? `${controlId}-disabled` : undefined,
    props.error ? `${controlId}-error` : undefined,
  ].filter((part): part is string => part !== undefined);
  return {
    controlId,
    labelId: `${controlId}-label`,
    describedBy: parts.length > 0 ? parts.join(' ') : undefined,
    invalid: Boolean(props.error),
  } satisfies FieldIds;
}

/** The data-state of a field: one string instead of a set of booleans. */
export function fieldState(props: Pick<BaseFieldProps, 'error' | 'disabled'>) {
  if (props.disabled) return 'disabled';
  return props.error ? 'invalid' : 'valid';
}

type FieldShellProps = BaseFieldProps & {
  ids: FieldIds;
  children: ReactNode;
  /** Render the label as a plain element labelling the control by id (for non-labelable controls). */
  labelAs?: 'label' | 'span';
};

/** Lays out label, hint, control, the disabled note and the error of one field. */
export function FieldShell({
  label,
  hint,
  error,
  disabled = false,
  disabledText = 'Field is disabled.',
  required = false,
  className,
  ids,
  children,
  labelAs = 'label',
}: FieldShellProps) {
  const LabelTag = labelAs;
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={fieldState({ error, disabled })}
    >
      <LabelTag
        id={ids.labelId}
        className={styles.label}
        htmlFor={labelAs === 'label' ? ids.controlId : undefined}
      >
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </LabelTag>
      {hint ? (
        <p id={`${ids.controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <DisabledTooltip disabled={disabled} content={disabledText}>
        {children}
      </DisabledTooltip>
      {disabled ? (
        // Hidden but still read as the control's description (aria-describedby may point at it).
        <span id={`${ids.controlId}-disabled`} hidden>
          {disabledText}
        </span>
      ) : null}
      {error ? (
        <p id={`${ids.controlId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
