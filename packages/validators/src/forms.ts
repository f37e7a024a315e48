import * as z from 'zod/mini';
import {
  acceptedTermsField,
  captchaResponseField,
  companyNameField,
  companyRegNoField,
  dealerGroupIdField,
  emailField,
  idNumberField,
  loginPasswordField,
  mobileNoField,
  otpField,
  passwordField,
  preferredCommField,
  roleField,
  usernameField,
  verifyPasswordResetField,
} from './fields.ts';
import { blankOr, exactly, type FormRules, formObject, optionalText } from './form-helpers.ts';

// The forms' schemas, with the field rules (FIELDS). The channel and the code of the sign-in forms
// are chosen on later steps, so they are optional here and checked on their step with `fields`.

/** Login (SIGNIN-3): username, password and captcha; channel and code are optional. */
export const loginFormSchema = /* @__PURE__ */ formObject({
  role: roleField,
  username: usernameField,
  password: loginPasswordField,
  captchaResponse: captchaResponseField,
  preferredComm: /* @__PURE__ */ z.optional(preferredCommField),
  otp: /* @__PURE__ */ z.optional(otpField),
});

/** Admin login (SIGNIN-ADMIN-1): the normal username plus admin username and admin password. */
export const adminLoginFormSchema = /* @__PURE__ */ formObject({
  role: roleField,
  username: usernameField,
  adminUsername: usernameField,
  adminPassword: loginPasswordField,
  captchaResponse: captchaResponseField,
});

/** Sign in with ID (IDLOGIN-3): ID number and captcha; channel and code are optional. */
export const idLoginFormSchema = /* @__PURE__ */ formObject({
  role: roleField,
  idNumber: idNumberField,
  captchaResponse: captchaResponseField,
  preferredComm: /* @__PURE__ */ z.optional(preferredCommField),
  otp: /* @__PURE__ */ z.optional(otpField),
});

/**
 * Forgot password (RECOVER-PASSWORD-3, RECOVER-PASSWORD-5): an ID number or a username ('' when not
 * given), the new password twice (verify up to 55 characters); channel and code are optional.
 */
export const forgotPasswordFormSchema = /* @__PURE__ */ formObject(
  {
    role: roleField,
    idNumber: /* @__PURE__ */ blankOr(idNumberField),
    username: /* @__PURE__ */ blankOr(usernameField),
    password: passwordField,
    verifyPassword: verifyPasswordResetField,
    preferredComm: /* @__PURE__ */ z.optional(preferredCommField),
    otp: /* @__PURE__ */ z.optional(otpField),
  },
  { oneOf: ['idNumber', 'username'], sameAs: ['password', 'verifyPassword'] },
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

// What every registration asks of the person registering, in the order the errors are reported.
const applicantFields = {
  idNumber: idNumberField,
  email: emailField,
  mobileNo: mobileNoField,
  username: usernameField,
  password: passwordField,
  verifyPassword: passwordField,
  preferredComm: preferredCommField,
  termsConditions: acceptedTermsField,
};

// Dealers and dealer groups register through a company director.
const directorFields = /* @__PURE__ */ joinFields(
  { companyDirectorName: usernameField, companyDirectorSurname: usernameField },
  applicantFields,
);

const registrationRules: FormRules = { sameAs: ['password', 'verifyPassword'] };

/**
 * Register customer (API-23); name, surname and customerNo come from the ID lookup, and the
 * mobile number from the finance record (the service takes it from there, never from the form).
 */
export const customerRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields({ role: /* @__PURE__ */ exactly('customer') }, applicantFields, {
    mobileNo: /* @__PURE__ */ optionalText(),
    customerNo: /* @__PURE__ */ optionalText(),
    name: /* @__PURE__ */ optionalText(),
    surname: /* @__PURE__ */ optionalText(),
  }),
  registrationRules,
);

/** Register dealer (API-23): company and director details, credentials, terms accepted. */
export const dealerRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields(
    {
      role: /* @__PURE__ */ exactly('dealer'),
      companyName: companyNameField,
      cipcName: companyNameField,
      companyRegNo: companyRegNoField,
      sbsaDealerCode: /* @__PURE__ */ optionalText(),
    },
    directorFields,
  ),
  registrationRules,
);

/** Register dealer group (API-26): the dealer group, director details, credentials, terms. */
export const dealerGroupRegistrationSchema = /* @__PURE__ */ formObject(
  /* @__PURE__ */ joinFields({ dealerGroupId: dealerGroupIdField }, directorFields),
  registrationRules,
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
