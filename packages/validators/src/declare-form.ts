import type { fields } from './fields.ts';
import type { FormRules } from './form-helpers.ts';
import { type LimitedField, maxLengths } from './limits.ts';
import type { Channel } from './portal-types.ts';

// A form declared once, as plain data (no zod: a screen reads its fields without loading the
// rules). From one declaration come the form's schema (`shapeOf`, in form-schemas.ts), its value
// type (`FormValues`), its empty values (`emptyValues`) and what a UI renders on each step
// (`fieldsOn`). docs/adding-a-field.md walks through adding one.

/** How a field is entered, which decides the component that renders it (FIELDS-20). */
export type FieldKind =
  | 'text'
  | 'email'
  | 'mobile'
  | 'password'
  | 'select'
  | 'check'
  | 'checkbox'
  | 'autocomplete';

/** The name of one of validators' field rules (`fields`). */
export type FieldRule = keyof typeof fields;

/** One field of a form, declared once. */
export interface FieldDeclaration {
  /** The rule it is checked with (`fields[rule]`); its longest value comes with it. */
  rule: FieldRule;
  /**
   * Its label in English; a catalogue translates it as `label.<labelKey>`. None for a value no
   * step lists (the captcha's token, the code: the parts that draw them name them).
   */
  label?: string;
  /**
   * The name of its label, when not the field's own: a reset's `password` is labelled
   * `newPassword`. One English label per name across every form.
   */
  labelKey?: string;
  kind: FieldKind;
  /**
   * The steps whose form shows it, in the order of the declaration; none: it is sent, never
   * typed, or a part of its own draws it (the captcha, the channel step, the code step).
   */
  steps?: readonly string[];
  /** Steps that show it read-only (the director's name once the company step is done). */
  readOnlyOn?: readonly string[];
  /** May be left empty ('' is sent); given, it must pass its rule. */
  optional?: boolean;
  /** Never typed: shown from elsewhere (the finance record's name), anything sent is ignored. */
  readOnly?: boolean;
  /** The browser's autofill hint (`autocomplete`); 'off' unless given. */
  autoComplete?: string;
  /** The keyboard a phone shows (`inputmode`). */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Its value when the form starts; '' unless given (terms start as 'No'). */
  initial?: string;
  /** Shows the password checklist under it. */
  requirements?: boolean;
}

/** A form: its fields in the order a person meets them (and errors are reported), its rules. */
export interface FormDeclaration<F extends Record<string, FieldDeclaration>> {
  fields: F;
  rules: FormRules;
}

/** Declares a form (see `FieldDeclaration`); the order of `fields` is the order on screen. */
export function declareForm<const F extends Record<string, FieldDeclaration>>(
  fields: F,
  rules: FormRules = {},
): FormDeclaration<F> {
  return { fields, rules };
}

/** The value a kind of field holds: a channel or '', 'Yes' or 'No', or text. */
type ValueOf<D extends FieldDeclaration> = D['kind'] extends 'select' | 'check'
  ? '' | Channel
  : D['kind'] extends 'checkbox'
    ? 'Yes' | 'No'
    : string;

/** The values of a declared form, keyed by field name. */
export type FormValues<Form extends FormDeclaration<Record<string, FieldDeclaration>>> = {
  -readonly [Name in keyof Form['fields']]: ValueOf<Form['fields'][Name]>;
};

/** The values a declared form starts with: '' for each field unless it declares another. */
export function emptyValues<Form extends FormDeclaration<Record<string, FieldDeclaration>>>(
  form: Form,
): FormValues<Form> {
  return Object.fromEntries(
    Object.entries(form.fields).map(([name, field]) => [name, field.initial ?? '']),
  ) as FormValues<Form>;
}

/** One field as a UI renders it on a step: everything it needs, nothing it must look up. */
export interface FieldDescriptor {
  /** The form value it edits. */
  name: string;
  /**
   * The rule it is checked with, so a UI can take typing the way the rule reads it (an ID
   * number's spaces and dashes dropped as typed, GUIDE-20).
   */
  rule: FieldRule;
  /** The catalogue key of its label, `label.<labelKey>` (`label.<name>` unless declared). */
  label: `label.${string}`;
  /** Its label in English, for a UI without a catalogue. */
  englishLabel: string;
  kind: FieldKind;
  /** It must be filled in (not optional, not read-only). */
  required: boolean;
  /** Shown, not typed (tooltip 'Field is disabled.'). */
  disabled: boolean;
  /**
   * The longest value its rule takes. Not an input's `maxLength`: an input never cuts what is
   * typed or pasted (GUIDE-24), the rule says 'Must be at most {max} characters.'.
   */
  maxLength?: number;
  /** The browser's autofill hint. */
  autoComplete: string;
  inputMode?: FieldDeclaration['inputMode'];
  /** Shows the password checklist under it. */
  requirements: boolean;
}

/** The longest value of `rule`, if it has one. */
export function maxLengthOf(rule: string): number | undefined {
  return Object.hasOwn(maxLengths, rule) ? maxLengths[rule as LimitedField] : undefined;
}

/** The fields `step` shows, in the order of the declaration, as a UI renders them. */
export function fieldsOn<Form extends FormDeclaration<Record<string, FieldDeclaration>>>(
  form: Form,
  step: string,
): FieldDescriptor[] {
  return Object.entries(form.fields)
    .filter(([, field]) => field.steps?.includes(step) === true)
    .map(([name, field]) => {
      const disabled = field.readOnly === true || field.readOnlyOn?.includes(step) === true;
      const maxLength = maxLengthOf(field.rule);
      return {
        name,
        rule: field.rule,
        label: `label.${field.labelKey ?? name}` as const,
        englishLabel: field.label ?? name,
        kind: field.kind,
        required: !disabled && field.optional !== true,
        disabled,
        ...(maxLength === undefined ? {} : { maxLength }),
        autoComplete: field.autoComplete ?? 'off',
        ...(field.inputMode ? { inputMode: field.inputMode } : {}),
        requirements: field.requirements === true,
      };
    });
}

/** The fields `step` requires before its button may be pressed, in declaration order. */
export function requiredOn<Form extends FormDeclaration<Record<string, FieldDeclaration>>>(
  form: Form,
  step: string,
): string[] {
  return fieldsOn(form, step)
    .filter((field) => field.required)
    .map((field) => field.name);
}

/** The label names of a form's fields: each labelled field's `labelKey`, or its own name. */
type LabelNamesOf<F extends Record<string, FieldDeclaration>> = {
  [Name in keyof F & string]: F[Name]['label'] extends string
    ? F[Name]['labelKey'] extends string
      ? F[Name]['labelKey']
      : Name
    : never;
}[keyof F & string];

/** The label names of the fields of any of `Forms`. */
export type FieldNameOf<Forms extends readonly unknown[]> = Forms[number] extends infer Form
  ? Form extends FormDeclaration<infer F>
    ? LabelNamesOf<F>
    : never
  : never;

/** Every field label of `forms` in English, keyed `label.<labelKey>` (the catalogue's keys). */
export function labelTexts<
  const Forms extends readonly FormDeclaration<Record<string, FieldDeclaration>>[],
>(...forms: Forms): { [Name in FieldNameOf<Forms> as `label.${Name}`]: string } {
  const texts: Record<string, string> = {};
  for (const form of forms) {
    for (const [name, field] of Object.entries(form.fields)) {
      if (field.label !== undefined) texts[`label.${field.labelKey ?? name}`] = field.label;
    }
  }
  return texts as { [Name in FieldNameOf<Forms> as `label.${Name}`]: string };
}
