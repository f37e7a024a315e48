import type { FieldDescriptor } from '@forecourt/flows-core';
import { MobileField, PasswordField, TextField } from '@forecourt/ui-kit';
import { type LimitedField, maxLengths } from '@forecourt/validators';
import { Fragment, type ReactNode, Suspense } from 'react';
import { StepForm, type StepFormProps } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';
import { ChannelPicker, Checkbox, PasswordRequirements, Select } from './lazy-fields.ts';
import { ProgressiveAutocomplete } from './progressive-autocomplete.tsx';

/** What the renderer needs from a registration flow. */
export type DescriptorBinding = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Partial<Record<string, string>>>;
  setField(name: string, value: string): void;
};

/** The `maxLength` of a field: validators' table, the one its schema enforces. */
function maxLengthOf(name: string): number | undefined {
  return Object.hasOwn(maxLengths, name) ? maxLengths[name as LimitedField] : undefined;
}

const autoCompletes: Record<string, string> = {
  email: 'email',
  username: 'username',
  name: 'given-name',
  surname: 'family-name',
};

/**
 * Renders flows-core's field descriptors (spec §3 "Form field descriptor") with ui-kit fields;
 * labels are flows-core's, translated through `setFlowTexts` at start. `before` inserts content ahead of a field
 * (the 'COMPANY DIRECTOR DETAILS' section title).
 */
export function DescriptorFields({
  fields,
  binding,
  before = {},
}: {
  fields: readonly FieldDescriptor[];
  binding: DescriptorBinding;
  before?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {before[field.name]}
          <DescriptorField field={field} binding={binding} label={field.label} />
        </Fragment>
      ))}
    </>
  );
}

function DescriptorField({
  field,
  binding,
  label,
}: {
  field: FieldDescriptor;
  binding: DescriptorBinding;
  label: string;
}) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const { name } = field;
  const value = binding.values[name] ?? '';
  const error = binding.errors[name];
  const set = (next: string) => binding.setField(name, next);
  const common = {
    name,
    label,
    disabledText: t('register.disabled'),
    ...(field.disabled ? { disabled: true } : { required: name !== 'sbsaDealerCode' }),
    ...(error ? { error } : {}),
  };
  switch (field.type) {
    case 'password':
      return (
        <>
          <PasswordField
            {...toggleTexts}
            {...common}
            value={value}
            onChange={set}
            autoComplete="new-password"
            maxLength={maxLengthOf(name) ?? maxLengths.password}
          />
          {field.showPasswordRequirements ? (
            <Suspense fallback={null}>
              <PasswordRequirements
                password={value}
                verifyPassword={binding.values.verifyPassword ?? ''}
                title={t('password.requirements')}
              />
            </Suspense>
          ) : null}
        </>
      );
    case 'mobile':
      return <MobileField {...common} value={value} onChange={set} autoComplete="tel-national" />;
    case 'checkbox':
      return (
        <Suspense fallback={null}>
          <Checkbox
            {...common}
            checked={value === 'Yes'}
            onCheckedChange={(checked) => set(checked ? 'Yes' : 'No')}
          />
        </Suspense>
      );
    case 'check':
      return (
        <Suspense fallback={null}>
          <ChannelPicker
            {...common}
            legend={label}
            labels={{ mobile: t('channel.mobile'), email: t('channel.email') }}
            value={value === 'mobile' || value === 'email' ? value : undefined}
            onChange={set}
          />
        </Suspense>
      );
    case 'select':
      return (
        <Suspense fallback={null}>
          <Select
            {...common}
            value={value}
            onChange={set}
            placeholder={t('register.select')}
            options={(field.list ?? []).map((option) => ({
              value: option.id,
              label:
                option.id === 'mobile' || option.id === 'email'
                  ? t(`channel.${option.id}`)
                  : option.name,
            }))}
          />
        </Suspense>
      );
    case 'autocomplete':
      return (
        <ProgressiveAutocomplete
          {...common}
          id={`${name}-picker`}
          items={field.list ?? []}
          value={value}
          onChange={set}
          noResultsText={t('register.autocomplete.noResults')}
          toggleLabel={t('register.autocomplete.toggle')}
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={value}
          onChange={set}
          type={name === 'email' ? 'email' : 'text'}
          {...(maxLengthOf(name) === undefined ? {} : { maxLength: maxLengthOf(name) })}
          {...(autoCompletes[name]
            ? { autoComplete: autoCompletes[name] }
            : { autoComplete: 'off' })}
        />
      );
  }
}

/**
 * One registration step as a form: its descriptor fields, anything the step adds after them
 * (the captcha), and its submit button, enabled when `ready` and pending while submitting.
 */
export function DescriptorForm({
  fields,
  binding,
  before,
  children,
  ...form
}: Omit<StepFormProps, 'children'> & {
  fields: readonly FieldDescriptor[];
  binding: DescriptorBinding;
  before?: Readonly<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  return (
    <StepForm {...form}>
      <DescriptorFields fields={fields} binding={binding} {...(before ? { before } : {})} />
      {children}
    </StepForm>
  );
}
