import type * as z from 'zod/mini';
import type { messages } from './messages-en.ts';

/** The id of one of the rules' texts (see `messages` in `@forecourt/validators/texts`). */
export type MessageId = keyof typeof messages;

/** Values for a text's `{name}` placeholders. */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * Gives the text of `id` in the language in use with its `{name}` placeholders filled. The rules
 * never hold texts themselves: whoever validates passes one (`translator(messages)` for English),
 * so two requests or two tabs in different languages never share a text.
 */
export type Translate<Id extends string = MessageId> = (id: Id, params?: TextParams) => string;

const placeholder = /\{(\w+)\}/g;

/**
 * `text` with each `{name}` replaced by `params[name]`. A placeholder without a value stays as
 * written, so a missing parameter is visible, never 'undefined'.
 */
export function fillPlaceholders(text: string, params: TextParams = {}): string {
  return text.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * A `Translate` over `texts` (e.g. `{ ...messages, ...messageTranslations.af }`). An id without a
 * text (or with a blank one) reads as the id itself: visible, never blank.
 */
export function translator<Id extends string>(
  texts: Readonly<Partial<Record<Id, string>>>,
): Translate<Id> {
  return (id, params) => {
    const text = texts[id];
    return fillPlaceholders(typeof text === 'string' && text.trim() !== '' ? text : id, params);
  };
}

/** A zod error parameter naming the text `id`: the issue's message is the id, for `issueText`. */
export function errorText(id: MessageId): { error: MessageId } {
  return { error: id };
}

/**
 * The placeholders of `issue`: its `params` (a custom check's), and `max` from a length check.
 * A `reason` names another text (the ID rule's 'Invalid ID Number: {reason}').
 */
export function issueParams(issue: z.core.$ZodIssue): Record<string, string> {
  const params: Record<string, string> = {};
  const custom = (issue as { params?: Record<string, unknown> }).params ?? {};
  for (const [name, value] of Object.entries(custom)) params[name] = String(value);
  if (issue.code === 'too_big') params.max = String(issue.maximum);
  return params;
}

/** The text of a rule's `issue` (its message is a text id) in the language of `translate`. */
export function issueText(issue: z.core.$ZodIssue, translate: Translate): string {
  const params: Record<string, string> = issueParams(issue);
  if (params.reason !== undefined) params.reason = translate(params.reason as MessageId);
  return translate(issue.message as MessageId, params);
}
