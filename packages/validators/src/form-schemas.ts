import type * as z from 'zod/mini';
import type { FieldDeclaration, FormDeclaration } from './declare-form.ts';
import { fields, roleField } from './fields.ts';
import { blankOr, exactly, formObject } from './form-helpers.ts';
import {
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
} from './registration-forms.ts';
import { adminLoginForm, forgotPasswordForm, idLoginForm, loginForm } from './sign-in-forms.ts';

// The forms' schemas, from their declarations (sign-in-forms.ts, registration-forms.ts) and the
// field rules (FIELDS). The channel and the code of the sign-in forms are chosen on later steps,
// so they may be left out here and are checked on their step with `fields`.

/** Login (SIGNIN-3): username, password and captcha; channel and code are optional. */
export const loginFormSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields({ role: roleField }, /* @__PURE__ */ shapeOf(loginForm)),
);

/** Admin login (SIGNIN-ADMIN-1): the normal username plus admin username and admin password. */
export const adminLoginFormSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields({ role: roleField }, /* @__PURE__ */ shapeOf(adminLoginForm)),
);

/** Sign in with ID (IDLOGIN-3): ID number and captcha; channel and code are optional. */
export const idLoginFormSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields({ role: roleField }, /* @__PURE__ */ shapeOf(idLoginForm)),
);

/**
 * Forgot password (RECOVER-PASSWORD-3, RECOVER-PASSWORD-5): an ID number or a username ('' when not
 * given), the new password twice (verify up to 55 characters); channel and code are optional.
 * No captcha: the identifier step has none.
 */
export const forgotPasswordFormSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields(
    { role: roleField },
    /* @__PURE__ */ shapeOf(forgotPasswordForm, ['captchaResponse']),
  ),
  forgotPasswordForm.rules,
);

// Fields shared by several forms are joined by `joinFields` inside a pure call: an object spread
// at module scope would keep every schema (and zod) in a bundle that only wants `parseRsaId`.

/** The fields of `a`, `b` and `c`, in that order, as one shape. */
function joinFields<A extends object, B extends object, C extends object = object>(
  a: A,
  b: B,
  c?: C,
): A & B & C {
  return { ...a, ...b, ...c } as A & B & C;
}

/**
 * The zod shape of a declared form: each field's rule; an optional or read-only one may be blank.
 * `leaveOut` names fields the schema does not check.
 */
export function shapeOf<F extends Record<string, FieldDeclaration>, Out extends keyof F = never>(
  form: FormDeclaration<F>,
  leaveOut: readonly Out[] = [],
): Omit<ShapeOf<F>, Out> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    if ((leaveOut as readonly string[]).includes(name)) continue;
    const rule = fields[field.rule] as z.ZodMiniType<string, string>;
    shape[name] = field.optional === true || field.readOnly === true ? blankOr(rule) : rule;
  }
  return shape as Omit<ShapeOf<F>, Out>;
}

type ShapeOf<F extends Record<string, FieldDeclaration>> = {
  [K in keyof F]: F[K]['optional'] extends true
    ? ReturnType<typeof blankOr>
    : F[K]['readOnly'] extends true
      ? ReturnType<typeof blankOr>
      : (typeof fields)[F[K]['rule']];
};

/**
 * Register customer (API-23), from its declaration (registration-forms.ts); name, surname and
 * customerNo come from the ID lookup, the mobile number from the finance record (the service
 * takes them from there, never from the form).
 */
export const customerRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields(
    { role: /* @__PURE__ */ exactly('customer') },
    /* @__PURE__ */ shapeOf(customerRegistrationForm),
  ),
  customerRegistrationForm.rules,
);

/** Register dealer (API-23), from its declaration: company and director, account, terms. */
export const dealerRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields(
    { role: /* @__PURE__ */ exactly('dealer') },
    /* @__PURE__ */ shapeOf(dealerRegistrationForm),
  ),
  dealerRegistrationForm.rules,
);

/** Register dealer group (API-26), from its declaration; the request names no role. */
export const dealerGroupRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ shapeOf(dealerGroupRegistrationForm),
  dealerGroupRegistrationForm.rules,
);

/** A filled-in login form. */
export type LoginForm = z.infer<typeof loginFormSchema>;
/** A filled-in admin login form. */
export type AdminLoginForm = z.infer<typeof adminLoginFormSchema>;
/** A filled-in sign-in-with-ID form. */
export type IdLoginForm = z.infer<typeof idLoginFormSchema>;
/** A filled-in forgot-password form; the identifier not given is ''. */
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
/** A customer registration. */
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;
/** A dealer registration. */
export type DealerRegistration = z.infer<typeof dealerRegistrationSchema>;
/** A dealer-group registration. */
export type DealerGroupRegistration = z.infer<typeof dealerGroupRegistrationSchema>;
