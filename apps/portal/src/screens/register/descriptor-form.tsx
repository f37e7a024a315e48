import { useFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import type { FieldDescriptor } from '@forecourt/validators';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { StepForm, type StepFormProps } from '../../components/step-form.tsx';
import { typingOf } from '../../components/typed-input.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

/** What the renderer needs from a registration flow. */
export type DescriptorBinding = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  setField(name: string, value: string): void;
};

/** One choice of a list field (the dealer groups of the autocomplete). */
export type ListItem = { id: string; name: string };

/** Props of a component that renders one descriptor; `list` is a list field's choices. */
export type DescriptorFieldProps = {
  field: FieldDescriptor;
  binding: DescriptorBinding;
  list?: readonly ListItem[] | undefined;
};

/**
 * The props every kind of field shares, all from the descriptor: name, label (the catalogue's
 * `flow.label.<name>`), required or disabled, autofill, the error.
 */
export function useCommonProps({ field, binding }: DescriptorFieldProps) {
  const t = useT();
  const error = binding.errors[field.name];
  return {
    name: field.name,
    label: t(`flow.${field.label}` as MessageKey),
    disabledText: t('register.disabled'),
    ...(field.disabled ? { disabled: true } : { required: field.required }),
    ...(error ? { error } : {}),
  };
}

/**
 * A descriptor of a text kind ('text', 'email', or one the form only types into), typed the way
 * its rule reads it (`typingOf`: an ID number's spaces and dashes dropped); never cut to its
 * rule's length (GUIDE-24).
 */
export function TextDescriptorField(props: DescriptorFieldProps) {
  const { name, kind, rule, autoComplete, inputMode } = props.field;
  const { clean } = typingOf(rule);
  return (
    <TextField
      {...useCommonProps(props)}
      value={props.binding.values[name] ?? ''}
      onChange={(next) => props.binding.setField(name, clean ? clean(next) : next)}
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
  const values = useFlow(form.flow, (s) => s.values);
  const errors = useFlow(form.flow, (s) => s.fieldErrors);
  const binding = { values, errors, setField: form.flow.getState().setField };
  return (
    <StepForm {...form}>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {before[field.name]}
          <Field field={field} binding={binding} list={lists[field.name]} />
        </Fragment>
      ))}
      {children}
    </StepForm>
  );
}
