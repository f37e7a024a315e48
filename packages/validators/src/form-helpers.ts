import * as z from 'zod/mini';
import { errorText, issueParams } from './messages.ts';

/** Object-level rules of a form, as plain data so that building a form stays side-effect free. */
export interface FormRules {
  /** [password, verify]: the verify field must equal the password field; reported on verify. */
  sameAs?: readonly [string, string];
  /** At least one of these fields must be non-empty; reported as a form error. */
  oneOf?: readonly string[];
}

type Values = Record<string, unknown>;

function isValues(value: unknown): value is Values {
  return typeof value === 'object' && value !== null;
}

function sameAs([password, verify]: readonly [string, string]) {
  return z.refine<Values>((values) => values[password] === values[verify], {
    ...errorText('password.mismatch'),
    path: [verify],
    // Run even when another field is missing, so the mismatch shows together with that error.
    when: ({ value }) =>
      isValues(value) && typeof value[password] === 'string' && typeof value[verify] === 'string',
  });
}

function oneOf(keys: readonly string[]) {
  return z.refine<Values>((values) => keys.some((key) => values[key] !== ''), {
    ...errorText('identifier.required'),
    when: ({ value }) => isValues(value),
  });
}

/** A form: a zod/mini object whose unknown keys are dropped, with its object-level rules. */
export function formObject<const Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  rules: FormRules = {},
) {
  const checks = [];
  if (rules.sameAs !== undefined) checks.push(sameAs(rules.sameAs));
  if (rules.oneOf !== undefined) checks.push(oneOf(rules.oneOf));
  return z.object(shape, errorText('form.invalid')).check(...checks);
}

/**
 * An optional text where blank means "not given" (the forgot-password ID or username): the
 * output is the trimmed value or '', and a given value must pass `schema`.
 */
export function blankOr(schema: z.ZodMiniType<string, string>) {
  const given = z.pipe(
    z.optional(z.string(errorText('field.required'))),
    z.transform((value: string | undefined) => (value ?? '').trim()),
  );
  const valid = z.string().check(
    z.superRefine((value: string, context) => {
      if (value === '') return;
      for (const issue of z.safeParse(schema, value).error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          params: issueParams(issue),
          input: value,
        });
      }
    }),
  );
  return z.pipe(given, valid);
}

/** A string field that must be exactly `value`, e.g. the role of a registration form. */
export function exactly<const T extends string>(value: T) {
  return z.literal(value, errorText('role.invalid'));
}
