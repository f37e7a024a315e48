import { PasswordField, type PasswordFieldProps, TextField } from '@forecourt/ui-kit';
import type { FieldDescriptor } from '@forecourt/validators';
import { useT } from '../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../i18n/kit-texts.ts';
import type { MessageKey } from '../i18n/translate.ts';
import type { BoundField, FieldBinder } from './use-field-binder.ts';

/** One choice of a list field (the dealer groups of the autocomplete). */
export type ListItem = { id: string; name: string };

/**
 * Props of a component that draws one declared field (validators' `fieldsOn`, FIELDS-20): the
 * field, the flow's values bound to it (useFieldBinder: typed as its rule reads them, with their
 * errors), and `list`, a list field's choices.
 */
export type DeclaredFieldProps = {
  field: FieldDescriptor;
  bind: FieldBinder<Record<string, string>>;
  list?: readonly ListItem[] | undefined;
};

/** The field's own flow value, bound (`bind` by its name and rule). */
export const boundOf = ({ field, bind }: DeclaredFieldProps): BoundField =>
  bind(field.name, field.rule);

/**
 * The props every kind of field shares: name and error (bound), the label (the catalogue's
 * `flow.label.<labelKey>`), required, or disabled with its tooltip.
 */
export function useCommonProps(props: DeclaredFieldProps) {
  const t = useT();
  const { field } = props;
  const bound = boundOf(props);
  return {
    name: bound.name,
    label: t(`flow.${field.label}` as MessageKey),
    ...(field.disabled
      ? { disabled: true, disabledText: t('register.disabled') }
      : { required: field.required }),
    ...(bound.error ? { error: bound.error } : {}),
  };
}

/**
 * A declared field that is typed: 'text', 'email' or 'password' (with its show/hide toggle), and
 * any kind a form only types into. Every first step's fields are of these kinds, so no first
 * step carries the choice fields (the registrations' `DescriptorField` draws those). Never cut
 * to its rule's length (GUIDE-24).
 */
export function TypedField(props: DeclaredFieldProps) {
  const common = useCommonProps(props);
  const toggleTexts = usePasswordToggleTexts();
  const bound = boundOf(props);
  const { kind, autoComplete, inputMode = bound.inputMode } = props.field;
  if (kind === 'password') {
    return (
      <PasswordField
        {...toggleTexts}
        {...common}
        value={bound.value}
        onChange={bound.onChange}
        // A password's declaration says which: the one held ('current-password') or a new one.
        autoComplete={autoComplete as PasswordFieldProps['autoComplete']}
      />
    );
  }
  return (
    <TextField
      {...common}
      value={bound.value}
      onChange={bound.onChange}
      type={kind === 'email' ? 'email' : 'text'}
      {...(inputMode === undefined ? {} : { inputMode })}
      autoComplete={autoComplete}
    />
  );
}
