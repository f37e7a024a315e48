import { Autocomplete } from '../autocomplete/autocomplete.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { DateField } from '../date-field/date-field.tsx';
import { MobileField } from '../mobile-field/mobile-field.tsx';
import { NumberField } from '../number-field/number-field.tsx';
import { PasswordField } from '../password-field/password-field.tsx';
import { PasswordRequirements } from '../password-requirements/password-requirements.tsx';
import { Select } from '../select/select.tsx';
import { StrengthMeter } from '../strength-meter/strength-meter.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { CheckGroup } from './check-group.tsx';
import * as styles from './field-renderer.css.ts';

/** One entry of a descriptor's list (select, autocomplete, check group). */
export type FieldListItem = { id: string; name: string; branchCode?: string };

/** The field kinds a descriptor can ask for (FIELDS-20). */
export type FieldType =
  | 'text'
  | 'mobile'
  | 'autocomplete'
  | 'number'
  | 'select'
  | 'date'
  | 'checkbox'
  | 'check'
  | 'password';

/** A form field descriptor (FIELDS-20). */
export type FieldDescriptor = {
  name: string;
  label: string;
  type: FieldType;
  /** Choices of select, autocomplete and check fields. */
  list?: ReadonlyArray<FieldListItem>;
  disabled?: boolean;
  /** Shows the password checklist and strength meter under a password field. */
  showPasswordRequirements?: boolean;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
};

/** Props of {@link FieldRenderer}. */
export type FieldRendererProps = {
  /** What to render: name, label, type, choices, disabled, password checklist (FIELDS-20). */
  descriptor: FieldDescriptor;
  /**
   * The field's value. Checkbox (and a check without a list): 'Yes' | 'No'. Check with a
   * list: the chosen ids joined by commas. Select and autocomplete: the chosen item's id.
   */
  value: string;
  /** Called with the field name, the new value and, for select/autocomplete, the chosen item. */
  onChange: (name: string, value: string, item?: FieldListItem) => void;
  /** Error message of the field (a flow's `fieldErrors.x`). Default undefined (none). */
  error?: string;
  /** Help text of the field. Default undefined (none). */
  hint?: string;
  /** The repeated password, for the checklist's 'Password Verified' item. Default ''. */
  verifyPassword?: string;
};

/** Renders the right ui-kit field for a form field descriptor. */
export function FieldRenderer({
  descriptor,
  value,
  onChange,
  error,
  hint,
  verifyPassword = '',
}: FieldRendererProps) {
  const { name, label, type, list = [], disabled, required, maxLength, autoComplete } = descriptor;
  const common = { name, label, error, hint, disabled, required };
  const change = (next: string) => onChange(name, next);

  switch (type) {
    case 'text':
      return (
        <TextField
          {...common}
          value={value}
          onChange={change}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      );
    case 'mobile':
      return (
        <MobileField {...common} value={value} onChange={change} autoComplete={autoComplete} />
      );
    case 'number':
      return (
        <NumberField
          {...common}
          value={value}
          onChange={change}
          maxLength={maxLength}
          autoComplete={autoComplete}
        />
      );
    case 'date':
      return <DateField {...common} value={value} onChange={change} />;
    case 'password':
      return (
        <div className={styles.stack}>
          <PasswordField
            {...common}
            value={value}
            onChange={change}
            maxLength={maxLength}
            autoComplete={
              autoComplete === 'new-password' || autoComplete === 'off'
                ? autoComplete
                : descriptor.showPasswordRequirements
                  ? 'new-password'
                  : 'current-password'
            }
          />
          {descriptor.showPasswordRequirements ? (
            <>
              <StrengthMeter password={value} />
              <PasswordRequirements password={value} verifyPassword={verifyPassword} />
            </>
          ) : null}
        </div>
      );
    case 'select':
      return (
        <Select
          {...common}
          value={value}
          options={list.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(id) =>
            onChange(
              name,
              id,
              list.find((item) => item.id === id),
            )
          }
        />
      );
    case 'autocomplete':
      return (
        <Autocomplete
          {...common}
          value={value}
          items={list}
          onChange={(id, item) => onChange(name, id, item)}
        />
      );
    case 'check':
      if (list.length > 0) {
        return (
          <CheckGroup
            label={label}
            name={name}
            items={list}
            value={value}
            onChange={change}
            error={error}
            disabled={disabled}
          />
        );
      }
      return <YesNoCheckbox {...common} value={value} onChange={change} />;
    case 'checkbox':
      return <YesNoCheckbox {...common} value={value} onChange={change} />;
  }
}

type YesNoCheckboxProps = Omit<FieldRendererProps, 'descriptor' | 'onChange' | 'verifyPassword'> & {
  name: string;
  label: string;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
};

/** A checkbox whose value is 'Yes' or 'No', as termsConditions is sent (default 'No'). */
function YesNoCheckbox({ value, onChange, ...common }: YesNoCheckboxProps) {
  return (
    <Checkbox
      {...common}
      value="Yes"
      checked={value === 'Yes'}
      onCheckedChange={(checked) => onChange(checked ? 'Yes' : 'No')}
    />
  );
}
