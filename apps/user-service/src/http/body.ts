import { issueText, type Translate, translator } from '@forecourt/validators';
import { messages, messageTranslations } from '@forecourt/validators/texts';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { negotiateLanguage, type ReplyLanguage } from '../languages/negotiate.ts';
import { replies } from '../messages.ts';
import { failure } from './reply.ts';

/** A parsed body, or the 400 reply that refuses it. */
export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The rules' texts in each language the service writes (a missing one reads as English). */
const rulesIn: Readonly<Record<ReplyLanguage, Translate>> = {
  en: translator(messages),
  af: translator({ ...messages, ...messageTranslations.af }),
  zu: translator({ ...messages, ...messageTranslations.zu }),
};

function fieldMessages(
  issues: readonly z.core.$ZodIssue[],
  translate: Translate,
): Record<string, string> {
  // A Map, not an object: a refused key may be '__proto__', which must stay a plain entry.
  const fields = new Map<string, string>();
  const add = (name: string, message: string) => {
    if (!fields.has(name)) fields.set(name, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `Unknown field: ${key}`);
    } else {
      add(issue.path.map(String).join('.') || 'body', issueText(issue, translate));
    }
  }
  return Object.fromEntries(fields);
}

/** Validates `input` with a contract schema; unknown keys and wrong types are refused with 400. */
export function validate<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  input: unknown,
): BodyResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  // The rules' messages are text ids: each written in the language the request asks for.
  const language = negotiateLanguage(c.req.header('accept-language'));
  const fields = fieldMessages(result.error.issues, rulesIn[language]);
  const first = Object.values(fields)[0] ?? replies.malformedJson;
  return { ok: false, response: failure(c, 'invalid_input', first, { fields }) };
}

/** Reads the JSON body, unchecked; content type and size are checked by middleware first. */
export async function readJson(c: Context): Promise<BodyResult<unknown>> {
  try {
    return { ok: true, data: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false, response: failure(c, 'invalid_input', replies.malformedJson) };
  }
}

/** Reads the JSON body and validates it with a contract schema. */
export async function readBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  const input = await readJson(c);
  return input.ok ? validate(c, schema, input.data) : input;
}
