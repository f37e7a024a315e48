import type * as z from 'zod/mini';

/** The first message of `schema` for `value`, or undefined when it passes. */
export function fieldError(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
