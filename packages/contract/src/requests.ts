import {
  adminLoginForm,
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
  fields,
  loginForm,
  type MessageId,
  shapeOf,
} from '@forecourt/validators';
import * as z from 'zod/mini';
import { flowHandleSchema } from './flow-handle.ts';

// Request bodies of the operations of API-9, built from the validators' field schemas so a rule
// is written once. Every body is a strict object: an unknown key (say `role: "admin"` smuggled into
// a registration, or `__proto__`) is refused, never ignored.

// Messages are the rules' text ids: the service writes them in the caller's language.
const identifierRequired: MessageId = 'identifier.required';
const passwordMismatch: MessageId = 'password.mismatch';

/** A text that may be left blank ('' or absent), and must pass `schema` when it is given. */
function blankOr(schema: z.ZodMiniType<string, string>) {
  return z.optional(z.union([z.literal(''), schema]));
}

function hasText(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/** Which recovery the forgot-* calls serve; they share paths, so the portal names it. */
export const recoveryFlows = ['username', 'password'] as const;

/** A recovery flow: 'username' (forgot username) or 'password' (reset password). */
export type RecoveryFlow = (typeof recoveryFlows)[number];

const recoveryFlow = z.optional(z.enum(recoveryFlows));

/** Step 0 of a password reset names the user by ID number or by username: exactly one of them. */
const exactlyOneIdentifier = z.refine<{
  idNumber?: string | undefined;
  username?: string | undefined;
}>((value) => [value.idNumber, value.username].filter((text) => hasText(text)).length === 1, {
  message: identifierRequired,
  path: ['idNumber'],
});

const passwordsMatch = z.refine<{ password: string; verifyPassword: string }>(
  (value) => value.password === value.verifyPassword,
  { message: passwordMismatch, path: ['verifyPassword'] },
);

/**
 * loginCheck: step 0 of username sign-in, the fields of its declaration (validators' `loginForm`)
 * but the channel and the code, which later steps send.
 */
export const loginCheckRequest = /* @__PURE__ */ z.strictObject({
  ...shapeOf(loginForm, ['preferredComm', 'otp']),
  role: fields.role,
});

/**
 * The grant a flow's first step issued (its reply's `flowHandle`): every later step of that flow
 * carries it beside the spec's fields, and the service trusts only what it proves (the user, the
 * flow, the portal type). The spec's secret fields (password, ID number) may still travel; the
 * service never authenticates with them.
 */
const grant = { flowHandle: flowHandleSchema };

/** otpLoginCheck: send the sign-in code. */
export const otpLoginCheckRequest = /* @__PURE__ */ z.strictObject({
  username: fields.loginUsername,
  password: z.optional(fields.loginPassword),
  ...grant,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/** validateAndLogin: check the code and sign in. */
export const validateAndLoginRequest = /* @__PURE__ */ z.strictObject({
  username: fields.loginUsername,
  password: z.optional(fields.loginPassword),
  ...grant,
  otp: fields.otp,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/**
 * adminLogin: an admin signs in as the user named by `username`; the fields of its declaration
 * (validators' `adminLoginForm`).
 */
export const adminLoginRequest = /* @__PURE__ */ z.strictObject({
  ...shapeOf(adminLoginForm),
  role: fields.role,
});

/** idLoginCheck: step 0 of ID sign-in. */
export const idLoginCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: fields.idNumber,
  role: fields.role,
  captchaResponse: fields.captchaResponse,
});

/** otpIdLoginCheck (and the registration resend): send a code to the user of an ID number. */
export const otpIdLoginCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/** validateAndIdLogin (and the registration code check): check the code and sign in. */
export const validateAndIdLoginRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  otp: fields.otp,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/** forgotUsernameCheck: step 0 of username recovery. */
export const forgotUsernameCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: fields.idNumber,
  role: fields.role,
  flow: recoveryFlow,
  captchaResponse: z.optional(fields.captchaResponse),
});

/** otpForgotUsernameCheck: send the recovery code. */
export const otpForgotUsernameCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  preferredComm: fields.preferredComm,
  role: fields.role,
  flow: recoveryFlow,
});

/** requestUsername: check the code and reveal the username. */
export const requestUsernameRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  otp: fields.otp,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/** forgotPasswordCheck: step 0 of a password reset, by ID number or by username. */
export const forgotPasswordCheckRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: blankOr(fields.idNumber),
    username: blankOr(fields.loginUsername),
    role: fields.role,
    flow: recoveryFlow,
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(exactlyOneIdentifier);

/** otpForgotPasswordCheck: send the reset code. */
export const otpForgotPasswordCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: blankOr(fields.idNumber),
  username: blankOr(fields.loginUsername),
  ...grant,
  preferredComm: fields.preferredComm,
  role: fields.role,
  flow: recoveryFlow,
});

/** resetPassword (validatePasswordIDLogin / validatePasswordUsernameLogin). */
export const resetPasswordRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: blankOr(fields.idNumber),
    username: blankOr(fields.loginUsername),
    ...grant,
    password: fields.password,
    verifyPassword: fields.verifyPasswordReset,
    otp: fields.otp,
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(passwordsMatch);

// The registration bodies are the declared registration forms (validators' registration-forms.ts,
// REG), with the role, the grant of the first step and the captcha around them: a field added
// to a form's declaration is in its request.

/** Register customer (userProfile with role 'customer'). */
export const registerCustomerRequest = /* @__PURE__ */ z
  .strictObject({
    ...shapeOf(customerRegistrationForm),
    role: z.literal('customer'),
    /** The grant of the lookup (step 0, with its captcha): it names the finance customer. */
    registrationHandle: flowHandleSchema,
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(passwordsMatch);

/** Register dealer (userProfile with role 'dealer'). */
export const registerDealerRequest = /* @__PURE__ */ z
  .strictObject({
    ...shapeOf(dealerRegistrationForm),
    role: z.literal('dealer'),
    registrationHandle: z.optional(flowHandleSchema),
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(passwordsMatch);

/** registerUser: userProfile, discriminated by role. */
export const registerUserRequest = /* @__PURE__ */ z.discriminatedUnion('role', [
  registerCustomerRequest,
  registerDealerRequest,
]);

/** registerDealerGroup: createDealerGroupProfile (role is implied; 'dealergroup' if sent). */
export const registerDealerGroupRequest = /* @__PURE__ */ z
  .strictObject({
    ...shapeOf(dealerGroupRegistrationForm),
    role: z.optional(z.literal('dealergroup')),
    registrationHandle: z.optional(flowHandleSchema),
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(passwordsMatch);

/** GET calls without parameters. */
export const noParams = /* @__PURE__ */ z.strictObject({});

/**
 * customerById: the path parameter, and the captcha of customer registration's step 0, which
 * travels in the `captchaHeader` header (a GET has no body).
 */
export const customerByIdParams = /* @__PURE__ */ z.strictObject({
  id: fields.idNumber,
  captchaResponse: fields.captchaResponse,
});
