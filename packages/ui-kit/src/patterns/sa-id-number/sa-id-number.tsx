// Pattern: ask for an SA ID number. The question built from the kit's public entry, and its
// check, which the patterns and the example screens reuse.
import { rsaIdError, translator } from '@forecourt/validators/rules';
import { messages } from '@forecourt/validators/texts';
import { NumberField } from '../../index.ts';

/** The validators' English texts: the messages the portal shows for these rules. */
export const english = translator(messages);

/** Props of {@link SaIdNumberQuestion}. */
export type SaIdNumberQuestionProps = {
  /** Element id of the input (an error summary links to it). */
  id: string;
  /** The digits typed so far. */
  value: string;
  /** Called with the digits (spaces and dashes are dropped as they are typed or pasted). */
  onChange: (value: string) => void;
  /** The message under the field after a check. */
  error?: string | undefined;
  /** Label. Default the spec's 'Id Number'. */
  label?: string;
  /** Hint under the label. */
  hint?: string;
};

/** The ID number question: one field, digits only, a numeric keypad, no length cut. */
export function SaIdNumberQuestion({
  id,
  value,
  onChange,
  error,
  label = 'Id Number',
  hint = 'The 13 digits in your green ID book or on your smart ID card.',
}: SaIdNumberQuestionProps) {
  return (
    <NumberField
      id={id}
      name="idNumber"
      label={label}
      hint={hint}
      required
      autoComplete="off"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/**
 * The message for an ID number after a submit, or undefined when it is valid: 'Please provide
 * Id Number.' when empty, else the spec's 'Invalid ID Number: {reason}'.
 */
export function idNumberError(value: string, today: Date, label = 'Id Number'): string | undefined {
  if (value.trim() === '') return english('form.provide', { label });
  return rsaIdError(value, { today }, english) ?? undefined;
}
