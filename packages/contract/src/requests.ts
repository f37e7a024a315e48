import { fields, messages } from '@forecourt/validators';
import * as z from 'zod/mini';
import { flowHandleSchema } from './flow-handle.ts';

// Request bodies of DESIGN.md's endpoint table, built from the validators' field schemas so a rule
// is written once. Every body is a strict object: an unknown key (say `role: "admin"` smuggled into
// a registration, or `__proto__`) is refused, never ignored.

const identifierRequired = messages['identifier.required'];
const passwordMismatch = messages['password.mismatch'];

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

/**
 * Forgot-password bodies name the user by ID number or by username, or (after step 0) by the
 * flow handle step 0's reply gave: exactly one of them.
 */
const exactlyOneIdentifier = z.refine<{
  idNumber?: string | undefined;
  username?: string | undefined;
  flowHandle?: string | undefined;
}>(
  (value) =>
    [value.idNumber, value.username, value.flowHandle].filter((text) => hasText(text)).length === 1,
  { message: identifierRequired, path: ['idNumber'] },
);

/**
 * The later steps of ID sign-in and forgot username carry the ID number or, in its place, the
 * flow handle step 0's reply gave: exactly one of them, so the browser never keeps the ID number.
 */
const idNumberOrHandle = z.refine<{
  idNumber?: string | undefined;
  flowHandle?: string | undefined;
}>((value) => hasText(value.idNumber) !== hasText(value.flowHandle), {
  message: messages['field.required'],
  path: ['idNumber'],
});

const termsAccepted = z.refine<{ termsConditions: string }>(
  (value) => value.termsConditions === 'Yes',
  { message: messages['terms.required'], path: ['termsConditions'] },
);

const passwordsMatch = z.refine<{ password: string; verifyPassword: string }>(
  (value) => value.password === value.verifyPassword,
  { message: passwordMismatch, path: ['verifyPassword'] },
);

/** loginCheck: step 0 of username sign-in. */
export const loginCheckRequest = /* @__PURE__ */ z.strictObject({
  username: fields.loginUsername,
  password: fields.loginPassword,
  role: fields.role,
  captchaResponse: fields.captchaResponse,
});

/**
 * The later sign-in steps carry the password or, in its place, the flow handle step 0's reply
 * gave: exactly one of them, so a reloaded tab continues without the browser keeping the password.
 */
const passwordOrHandle = z.refine<{
  password?: string | undefined;
  flowHandle?: string | undefined;
}>((value) => hasText(value.password) !== hasText(value.flowHandle), {
  message: messages['field.required'],
  path: ['password'],
});

/** otpLoginCheck: send the sign-in code. */
export const otpLoginCheckRequest = /* @__PURE__ */ z
  .strictObject({
    username: fields.loginUsername,
    password: z.optional(fields.loginPassword),
    flowHandle: z.optional(flowHandleSchema),
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(passwordOrHandle);

/** validateAndLogin: check the code and sign in. */
export const validateAndLoginRequest = /* @__PURE__ */ z
  .strictObject({
    username: fields.loginUsername,
    password: z.optional(fields.loginPassword),
    flowHandle: z.optional(flowHandleSchema),
    otp: fields.otp,
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(passwordOrHandle);

/** adminLogin: an admin signs in as the user named by `username`. */
export const adminLoginRequest = /* @__PURE__ */ z.strictObject({
  role: fields.role,
  adminUsername: fields.adminUsername,
  adminPassword: fields.adminPassword,
  username: fields.loginUsername,
  captchaResponse: fields.captchaResponse,
});

/** idLoginCheck: step 0 of ID sign-in. */
export const idLoginCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: fields.idNumber,
  role: fields.role,
  captchaResponse: fields.captchaResponse,
});

/** otpIdLoginCheck (and the registration resend): send a code to the user of an ID number. */
export const otpIdLoginCheckRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: z.optional(fields.idNumber),
    flowHandle: z.optional(flowHandleSchema),
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(idNumberOrHandle);

/** validateAndIdLogin (and the registration code check): check the code and sign in. */
export const validateAndIdLoginRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: z.optional(fields.idNumber),
    flowHandle: z.optional(flowHandleSchema),
    otp: fields.otp,
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(idNumberOrHandle);

/** forgotUsernameCheck: step 0 of username recovery. */
export const forgotUsernameCheckRequest = /* @__PURE__ */ z.strictObject({
  idNumber: fields.idNumber,
  role: fields.role,
  flow: recoveryFlow,
  captchaResponse: z.optional(fields.captchaResponse),
});

/** otpForgotUsernameCheck: send the recovery code. */
export const otpForgotUsernameCheckRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: z.optional(fields.idNumber),
    flowHandle: z.optional(flowHandleSchema),
    preferredComm: fields.preferredComm,
    role: fields.role,
    flow: recoveryFlow,
  })
  .check(idNumberOrHandle);

/** requestUsername: check the code and reveal the username. */
export const requestUsernameRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: z.optional(fields.idNumber),
    flowHandle: z.optional(flowHandleSchema),
    otp: fields.otp,
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(idNumberOrHandle);

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
export const otpForgotPasswordCheckRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: blankOr(fields.idNumber),
    username: blankOr(fields.loginUsername),
    flowHandle: z.optional(flowHandleSchema),
    preferredComm: fields.preferredComm,
    role: fields.role,
    flow: recoveryFlow,
  })
  .check(exactlyOneIdentifier);

/** resetPassword (validatePasswordIDLogin / validatePasswordUsernameLogin). */
export const resetPasswordRequest = /* @__PURE__ */ z
  .strictObject({
    idNumber: blankOr(fields.idNumber),
    username: blankOr(fields.loginUsername),
    flowHandle: z.optional(flowHandleSchema),
    password: fields.password,
    verifyPassword: fields.verifyPasswordReset,
    otp: fields.otp,
    preferredComm: fields.preferredComm,
    role: fields.role,
  })
  .check(exactlyOneIdentifier, passwordsMatch);

/** The registration fields every type shares (spec §7). */
const registrationShape = {
  idNumber: fields.idNumber,
  email: fields.email,
  mobileNo: fields.mobileNo,
  username: fields.username,
  password: fields.password,
  verifyPassword: fields.verifyPassword,
  preferredComm: fields.preferredComm,
  termsConditions: fields.termsConditions,
  captchaResponse: z.optional(fields.captchaResponse),
};

/** Register customer (userProfile with role 'customer'). */
export const registerCustomerRequest = /* @__PURE__ */ z
  .strictObject({
    ...registrationShape,
    role: z.literal('customer'),
    customerNo: z.string().check(z.maxLength(30)),
    name: z.string().check(z.maxLength(55)),
    surname: z.string().check(z.maxLength(55)),
  })
  .check(passwordsMatch, termsAccepted);

/** Register dealer (userProfile with role 'dealer'). */
export const registerDealerRequest = /* @__PURE__ */ z
  .strictObject({
    ...registrationShape,
    role: z.literal('dealer'),
    companyName: fields.companyName,
    companyRegNo: fields.companyRegNo,
    companyDirectorName: fields.companyDirectorName,
    companyDirectorSurname: fields.companyDirectorSurname,
    cipcName: fields.cipcName,
    sbsaDealerCode: z.optional(z.string().check(z.maxLength(20))),
  })
  .check(passwordsMatch, termsAccepted);

/** registerUser: userProfile, discriminated by role. */
export const registerUserRequest = /* @__PURE__ */ z.discriminatedUnion('role', [
  registerCustomerRequest,
  registerDealerRequest,
]);

/** registerDealerGroup: createDealerGroupProfile (role is implied; 'dealergroup' if sent). */
export const registerDealerGroupRequest = /* @__PURE__ */ z
  .strictObject({
    ...registrationShape,
    role: z.optional(z.literal('dealergroup')),
    dealerGroupId: fields.dealerGroupId,
    companyDirectorName: fields.companyDirectorName,
    companyDirectorSurname: fields.companyDirectorSurname,
  })
  .check(passwordsMatch, termsAccepted);

/** GET calls without parameters. */
export const noParams = /* @__PURE__ */ z.strictObject({});

/** customerById: the path parameter. */
export const customerByIdParams = /* @__PURE__ */ z.strictObject({ id: fields.idNumber });
