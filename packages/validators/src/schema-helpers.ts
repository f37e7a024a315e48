import * as z from 'zod/mini';
import { errorText, type MessageId } from './messages.ts';
import { rsaIdReason } from './rsa-id.ts';

// Every schema here is built at module scope through these helpers, and each such call is
// marked pure where it is made, so a bundle keeps only the schemas its route imports.

type StringCheck = z.core.$ZodCheck<string>;

/** The rule of one text field, as plain data so that building it stays side-effect free. */
export interface TextRule {
  /** Remove surrounding whitespace first (so whitespace-only counts as missing). */
  trim: boolean;
  /**
   * Rewrites the (trimmed) value before the patterns are checked, e.g. a mobile number into its
   * 10-digit form; the parsed value is the rewritten one.
   */
  normalise?: (value: string) => string;
  /** The message when the value is missing; 'field.required' unless given. */
  required?: MessageId;
  /** Patterns the value must match, in order, each with its failure message. */
  patterns?: ReadonlyArray<readonly [RegExp, MessageId]>;
  /** The value must be a South African ID number (the clock-free rule, see `rsaIdReason`). */
  rsaId?: boolean;
  max?: number;
}

/** Tabs, line breaks, NUL and the other C0 controls, and DEL: never part of a form value. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Refuses a value holding a control character (a pasted tab, a NUL that a database refuses). */
function noControlCharacters(): StringCheck {
  return z.refine(
    (value: string) => !hasControlCharacter(value),
    errorText('field.controlCharacters'),
  );
}

function rsaIdCheck(): StringCheck {
  return z.superRefine((value: string, context) => {
    const reason = rsaIdReason(value);
    if (reason !== null) {
      // The reason is itself a text ('ID must be 13 digits long.'), translated with the message.
      context.addIssue({
        code: 'custom',
        message: 'rsaId.error',
        params: { reason },
        input: value,
      });
    }
  });
}

/**
 * A required string field. Checks run in order (missing, control characters, normalise, patterns,
 * ID, length) and do not stop at the first failure, so callers take the first message of a field
 * (see `validateForm`).
 */
export function textField(rule: TextRule): z.ZodMiniString<string> {
  const required = errorText(rule.required ?? 'field.required');
  const checks: StringCheck[] = rule.trim ? [z.trim()] : [];
  checks.push(z.minLength(1, required), noControlCharacters());
  if (rule.normalise !== undefined) checks.push(z.overwrite(rule.normalise));
  for (const [pattern, id] of rule.patterns ?? []) checks.push(z.regex(pattern, errorText(id)));
  if (rule.rsaId === true) checks.push(rsaIdCheck());
  if (rule.max !== undefined) {
    checks.push(z.maxLength(rule.max, errorText('field.maxLength')));
  }
  return z.string(required).check(...checks);
}

/** A text that may be blank, at most `max` characters, without control characters. */
export function plainText(max: number): z.ZodMiniString<string> {
  return z.string().check(noControlCharacters(), z.maxLength(max, errorText('field.maxLength')));
}

/** A value that is one of `options`, failing with the catalogue message `id`. */
export function oneOf<const T extends readonly [string, ...string[]]>(options: T, id: MessageId) {
  return z.enum(options, errorText(id));
}

/** A value that is one of `options` and must equal `wanted`, e.g. terms that must be accepted. */
export function oneOfAndEqual<const T extends readonly [string, ...string[]]>(
  options: T,
  wanted: T[number],
  id: MessageId,
) {
  return z.enum(options, errorText(id)).check(z.refine((value) => value === wanted, errorText(id)));
}
