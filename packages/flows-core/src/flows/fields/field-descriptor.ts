/** Field kinds the generic renderer draws (FIELDS-20). */
export type FieldKind =
  | 'text'
  | 'mobile'
  | 'autocomplete'
  | 'number'
  | 'select'
  | 'date'
  | 'checkbox'
  | 'check'
  | 'password';

/** One choice of a select or autocomplete; `branchCode` rides along on bank lists. */
export interface FieldOption {
  id: string;
  name: string;
  branchCode?: string;
}

/** One field as data: the UI renders it, the flow owns its value. */
export interface FieldDescriptor {
  /** The form value it edits. */
  name: string;
  label: string;
  type: FieldKind;
  /** Choices of a select, autocomplete or check group. */
  list?: readonly FieldOption[];
  /** Read-only (tooltip 'Field is disabled.'). */
  disabled?: boolean;
  /** Shows the password-requirements list under it. */
  showPasswordRequirements?: boolean;
}

/**
 * The generic renderer's selection rule: choosing `option` on `field` sets the field to the
 * option's id, and a field named bankName also fills branchName with the option's branchCode.
 */
export function selectFieldOption<V extends Record<string, string>>(
  values: V,
  field: Pick<FieldDescriptor, 'name'>,
  option: FieldOption,
): V {
  const next: Record<string, string> = { ...values, [field.name]: option.id };
  if (field.name === 'bankName') next.branchName = option.branchCode ?? '';
  return next as V;
}
