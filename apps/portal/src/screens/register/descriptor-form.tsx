import { TextField } from '@forecourt/ui-kit';
import type { FieldDescriptor } from '@forecourt/validators';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { StepForm, type StepFormProps } from '../../components/step-form.tsx';
import {
  type BoundField,
  type FieldBinder,
  useFieldBinder,
} from '../../components/use-field-binder.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

/** One choice of a list field (the dealer groups of the autocomplete). */
export type ListItem = { id: string; name: string };

/**
 * Props of a component that renders one descriptor: the descriptor, the flow's values bound the
 * way the sign-in steps' fields are (useFieldBinder: typed as a rule reads them, with their
 * errors), and `list`, a list field's choices.
 */
export type DescriptorFieldProps = {
  field: FieldDescriptor;
  bind: FieldBinder<Record<string, string>>;
  list?: readonly ListItem[] | undefined;
};

/** The descriptor's own flow value, bound (`bind` by its name and rule). */
export const boundOf = ({ field, bind }: DescriptorFieldProps): BoundField =>
  bind(field.name, field.rule);

/**
 * The props every kind of field shares: name and error (bound), the label (the catalogue's
 * `flow.label.<name>`), required or disabled.
 */
export function useCommonProps(props: DescriptorFieldProps) {
  const t = useT();
  const { field } = props;
  const bound = boundOf(props);
  return {
    name: bound.name,
    label: t(`flow.${field.label}` as MessageKey),
    disabledText: t('register.disabled'),
    ...(field.disabled ? { disabled: true } : { required: field.required }),
    ...(bound.error ? { error: bound.error } : {}),
  };
}

/**
 * A descriptor of a text kind ('text', 'email', or one the form only types into); never cut to
 * its rule's length (GUIDE-24).
 */
export function TextDescriptorField(props: DescriptorFieldProps) {
  const bound = boundOf(props);
  const { kind, autoComplete, inputMode = bound.inputMode } = props.field;
  return (
    <TextField
      {...useCommonProps(props)}
      value={bound.value}
      onChange={bound.onChange}
      type={kind === 'email' ? 'email' : 'text'}
      {...(inputMode === undefined ? {} : { inputMode })}
      autoComplete={autoComplete}
    />
  );
}

/**
 * One registration step as a form: the step's fields as its form's declaration describes them
 * (validators' `fieldsOn`, FIELDS-20) each rendered by `Field` (with `lists[name]`, a list
 * field's choices),
 * anything the step adds after them (the captcha), and its submit button, enabled when `ready`
 * and pending while submitting. `Field` defaults to text fields, all a customer's first step
 * has, so that step's page does not carry the other kinds (descriptor-fields.tsx). `before`
 * inserts content ahead of a field (the 'COMPANY DIRECTOR DETAILS' section title).
 */
export function DescriptorForm({
  fields,
  Field = TextDescriptorField,
  lists = {},
  before = {},
  children,
  ...form
}: Omit<StepFormProps, 'children' | 'fields'> & {
  fields: readonly FieldDescriptor[];
  Field?: ComponentType<DescriptorFieldProps>;
  lists?: Readonly<Record<string, readonly ListItem[]>>;
  before?: Readonly<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  const bind = useFieldBinder(form.flow);
  return (
    <StepForm {...form}>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {before[field.name]}
          <Field field={field} bind={bind} list={lists[field.name]} />
        </Fragment>
      ))}
      {children}
    </StepForm>
  );
}
