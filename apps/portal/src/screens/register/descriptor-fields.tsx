import type { FieldDescriptor } from '@forecourt/flows-core';
import {
  Autocomplete,
  ChannelPicker,
  Checkbox,
  MobileField,
  PasswordField,
  PasswordRequirements,
  Select,
  TextField,
} from '@forecourt/ui-kit';
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

/** What the renderer needs from a registration flow. */
export type DescriptorBinding = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  setField(name: string, value: string): void;
};

const maxLengths: Record<string, number> = {
  idNumber: 13,
  email: 60,
  username: 55,
  password: 30,
  verifyPassword: 30,
  companyName: 60,
  cipcName: 60,
  companyRegNo: 13,
  companyDirectorName: 55,
  companyDirectorSurname: 55,
};

const autoCompletes: Record<string, string> = {
  email: 'email',
  username: 'username',
  name: 'given-name',
  surname: 'family-name',
};

/**
 * Renders flows-core's field descriptors (spec §3 "Form field descriptor") with ui-kit fields;
 * labels go through the catalogue by field name. `before` inserts content ahead of a field
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
  const t = useT();
  return (
    <>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {before[field.name]}
          <DescriptorField field={field} binding={binding} label={t(labelKey(field.name))} />
        </Fragment>
      ))}
    </>
  );
}

function labelKey(name: string): MessageKey {
  return `register.field.${name}` as MessageKey;
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
            {...common}
            value={value}
            onChange={set}
            autoComplete="new-password"
            maxLength={maxLengths[name] ?? 30}
          />
          {field.showPasswordRequirements ? (
            <PasswordRequirements
              password={value}
              verifyPassword={binding.values.verifyPassword ?? ''}
              title={t('password.requirements')}
            />
          ) : null}
        </>
      );
    case 'mobile':
      return <MobileField {...common} value={value} onChange={set} autoComplete="tel-national" />;
    case 'checkbox':
      return (
        <Checkbox
          {...common}
          checked={value === 'Yes'}
          onCheckedChange={(checked) => set(checked ? 'Yes' : 'No')}
        />
      );
    case 'check':
      return (
        <ChannelPicker
          {...common}
          legend={label}
          labels={{ mobile: t('channel.mobile'), email: t('channel.email') }}
          value={value === 'mobile' || value === 'email' ? value : undefined}
          onChange={set}
        />
      );
    case 'select':
      return (
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
      );
    case 'autocomplete':
      return (
        <Autocomplete
          {...common}
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
          {...(maxLengths[name] ? { maxLength: maxLengths[name] } : {})}
          {...(autoCompletes[name]
            ? { autoComplete: autoCompletes[name] }
            : { autoComplete: 'off' })}
        />
      );
  }
}
