import * as z from 'zod/mini';
import { issueText, type Translate } from './messages.ts';

/** The outcome of `validateForm`: the parsed value, or the first message per field. */
export type FormValidation<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The first message of each field that failed, keyed by field name. */
      fieldErrors: Record<string, string>;
      /** The first message about the form as a whole (e.g. neither ID nor username given). */
      formError?: string;
    };

/**
 * Validates `values` against a form schema the same way for a UI and the server: the parsed
 * (trimmed) value, or the first message of each failing field and of the form, in the language
 * of `translate`.
 */
export function validateForm<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
  translate: Translate,
): FormValidation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === undefined) formError ??= issueText(issue, translate);
    else fieldErrors[String(field)] ??= issueText(issue, translate);
  }
  return formError === undefined
    ? { ok: false, fieldErrors }
    : { ok: false, fieldErrors, formError };
}
