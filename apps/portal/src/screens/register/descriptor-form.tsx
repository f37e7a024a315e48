import type { FieldDescriptor } from '@forecourt/flows-core';
import { TextField } from '@forecourt/ui-kit';
import { type LimitedField, maxLengths } from '@forecourt/validators';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { StepForm, type StepFormProps } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

/** What the renderer needs from a registration flow. */
export type DescriptorBinding = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  setField(name: string, value: string): void;
};

/** Props of a component that renders one descriptor. */
export type DescriptorFieldProps = { field: FieldDescriptor; binding: DescriptorBinding };

/** The `maxLength` of a field: validators' table, the one its schema enforces. */
export function maxLengthOf(name: string): number | undefined {
  return Object.hasOwn(maxLengths, name) ? maxLengths[name as LimitedField] : undefined;
}

/** The props every kind of field shares: name, label, required or disabled, the error. */
export function useCommonProps({ field, binding }: DescriptorFieldProps) {
  const t = useT();
  const error = binding.errors[field.name];
  return {
    name: field.name,
    label: field.label,
    disabledText: t('register.disabled'),
    ...(field.disabled ? { disabled: true } : { required: field.name !== 'sbsaDealerCode' }),
    ...(error ? { error } : {}),
  };
}

const autoCompletes: Record<string, string> = {
  email: 'email',
  username: 'username',
  name: 'given-name',
  surname: 'family-name',
};

/** A descriptor of a text kind ('text', or one the form only types into) as a text field. */
export function TextDescriptorField(props: DescriptorFieldProps) {
  const { name } = props.field;
  const maxLength = maxLengthOf(name);
  return (
    <TextField
      {...useCommonProps(props)}
      value={props.binding.values[name] ?? ''}
      onChange={(next) => props.binding.setField(name, next)}
      type={name === 'email' ? 'email' : 'text'}
      {...(maxLength === undefined ? {} : { maxLength })}
      autoComplete={autoCompletes[name] ?? 'off'}
    />
  );
}

/**
 * One registration step as a form: flows-core's field descriptors
 * (FIELDS-20; labels translated through `setFlowTexts` at start) each rendered by `Field`,
 * anything the step adds after them (the captcha), and its submit button, enabled when `ready`
 * and pending while submitting. `Field` defaults to text fields, all a customer's first step
 * has, so that step's page does not carry the other kinds (descriptor-fields.tsx). `before`
 * inserts content ahead of a field (the 'COMPANY DIRECTOR DETAILS' section title).
 */
export function DescriptorForm({
  fields,
  binding,
  Field = TextDescriptorField,
  before = {},
  children,
  ...form
}: Omit<StepFormProps, 'children'> & {
  fields: readonly FieldDescriptor[];
  binding: DescriptorBinding;
  Field?: ComponentType<DescriptorFieldProps>;
  before?: Readonly<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  return (
    <StepForm {...form}>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {before[field.name]}
          <Field field={field} binding={binding} />
        </Fragment>
      ))}
      {children}
    </StepForm>
  );
}
