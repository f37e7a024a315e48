import { issueText, type Translate } from '@forecourt/validators';
import type * as z from 'zod/mini';

/** The first message of `schema` for `value` in the language of `translate`, or undefined. */
export function fieldError(
  schema: z.ZodMiniType,
  value: unknown,
  translate: Translate,
): string | undefined {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue === undefined ? undefined : issueText(issue, translate);
}
