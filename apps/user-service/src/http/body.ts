import { messageTranslations, setMessageTexts } from '@forecourt/validators';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { negotiateLanguage } from '../languages/negotiate.ts';
import { replies } from '../messages.ts';
import { failure } from './reply.ts';

/** A parsed body, or the 400 reply that refuses it. */
export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  // A Map, not an object: a refused key may be '__proto__', which must stay a plain entry.
  const fields = new Map<string, string>();
  const add = (name: string, message: string) => {
    if (!fields.has(name)) fields.set(name, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `Unknown field: ${key}`);
    } else {
      add(issue.path.map(String).join('.') || 'body', issue.message);
    }
  }
  return Object.fromEntries(fields);
}

/**
 * The issues of a refused `input` with the rules' messages in the language the request asks for
 * (af, zu), or undefined for English. The rules read their texts when they validate, and
 * validation is synchronous, so the texts are this request's alone until they are put back.
 * Only refused requests pay for it.
 */
function inCallersLanguage(
  c: Context,
  schema: z.ZodMiniType,
  input: unknown,
): readonly z.core.$ZodIssue[] | undefined {
  const language = negotiateLanguage(c.req.header('accept-language'));
  if (language === 'en') return undefined;
  setMessageTexts(messageTranslations[language]);
  try {
    return z.safeParse(schema, input).error?.issues;
  } finally {
    setMessageTexts();
  }
}

/** Validates `input` with a contract schema; unknown keys and wrong types are refused with 400. */
export function validate<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  input: unknown,
): BodyResult<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const fields = fieldMessages(inCallersLanguage(c, schema, input) ?? result.error.issues);
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
