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
import { envelope } from './envelope.ts';
import type { ErrorCode } from './errors.ts';
import { flowHandleSchema, resumeFlowReplySchema, resumeFlowRequest } from './flow-handle.ts';
import {
  passkeyAddedReplySchema,
  passkeyAuthenticationOptionsRequest,
  passkeyOptionsReplySchema,
  passkeyRegistrationOptionsRequest,
  passkeyRegistrationRequest,
  passkeySignInRequest,
  passkeysReplySchema,
  passkeysRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
} from './passkeys.ts';
import {
  allDealerGroupsReplySchema,
  checkReplySchema,
  customerByIdReplySchema,
  otpSentReplySchema,
  registrationValidatedReplySchema,
  requestUsernameReplySchema,
  signedInReplySchema,
} from './replies.ts';
import { type EndpointName, type HttpMethod, type Route, routes } from './routes.ts';
import { sessionClaimsSchema } from './session.ts';

/**
 * One endpoint as data: its route (method, path, headers, failure codes), request and reply
 * schemas.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
  E extends readonly ErrorCode[] = readonly ErrorCode[],
> extends Route<M, P, E> {
  /** POST: the JSON body. GET: the path parameters. */
  request: Req;
  /** The whole reply envelope of a success; failures are `failureReplySchema`. */
  reply: Rep;
}

function endpoint<
  M extends HttpMethod,
  P extends string,
  Req extends z.ZodMiniType,
  Rep extends z.ZodMiniType,
  E extends readonly ErrorCode[],
>(route: Route<M, P, E>, request: Req, reply: Rep): Endpoint<M, P, Req, Rep, E> {
  return { ...route, request, reply };
}

// The request bodies (API-9) are declared at their endpoints below, built from the validators'
// field schemas and form declarations so a rule is written once. Every body is a strict object:
// an unknown key (say `role: "admin"` smuggled into a registration, or `__proto__`) is refused,
// never ignored. What several bodies share is declared here first.

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
 * The grant a flow's first step issued (its reply's `flowHandle`): every later step of that flow
 * carries it beside the spec's fields, and the service trusts only what it proves (the user, the
 * flow, the portal type). The spec's secret fields (password, ID number) may still travel; the
 * service never authenticates with them.
 */
const grant = { flowHandle: flowHandleSchema };

/** Send a code to the user of an ID number (ID sign-in, and the registration resend). */
const sendIdCodeRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

/** Check a code sent to the user of an ID number (ID sign-in, and the registration's code). */
const checkIdCodeRequest = /* @__PURE__ */ z.strictObject({
  idNumber: z.optional(fields.idNumber),
  ...grant,
  otp: fields.otp,
  preferredComm: fields.preferredComm,
  role: fields.role,
});

// The registration bodies are the declared registration forms (validators' registration-forms.ts,
// REG), with the role, the grant of the first step and the captcha around them: a field added
// to a form's declaration is in its request.

/** Register customer (userProfile with role 'customer'). */
const registerCustomerRequest = /* @__PURE__ */ z
  .strictObject({
    ...shapeOf(customerRegistrationForm),
    role: z.literal('customer'),
    /** The grant of the lookup (step 0, with its captcha): it names the finance customer. */
    registrationHandle: flowHandleSchema,
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(passwordsMatch);

/** Register dealer (userProfile with role 'dealer'). */
const registerDealerRequest = /* @__PURE__ */ z
  .strictObject({
    ...shapeOf(dealerRegistrationForm),
    role: z.literal('dealer'),
    registrationHandle: z.optional(flowHandleSchema),
    captchaResponse: z.optional(fields.captchaResponse),
  })
  .check(passwordsMatch);

/** GET calls without parameters. */
const noParams = /* @__PURE__ */ z.strictObject({});

/**
 * Every operation of the user service (API-9): its route, its request (the POST body or the GET
 * path parameters) and its reply.
 */
export const endpoints = {
  /** Step 0 of username sign-in: its form (validators' `loginForm`) but the channel and code. */
  loginCheck: endpoint(
    routes.loginCheck,
    z.strictObject({ ...shapeOf(loginForm, ['preferredComm', 'otp']), role: fields.role }),
    checkReplySchema,
  ),
  /** Send the sign-in code. */
  otpLoginCheck: endpoint(
    routes.otpLoginCheck,
    z.strictObject({
      username: fields.loginUsername,
      password: z.optional(fields.loginPassword),
      ...grant,
      preferredComm: fields.preferredComm,
      role: fields.role,
    }),
    otpSentReplySchema,
  ),
  /** Check the code and sign in. */
  validateAndLogin: endpoint(
    routes.validateAndLogin,
    z.strictObject({
      username: fields.loginUsername,
      password: z.optional(fields.loginPassword),
      ...grant,
      otp: fields.otp,
      preferredComm: fields.preferredComm,
      role: fields.role,
    }),
    signedInReplySchema,
  ),
  /** An admin signs in as the user named by `username`: its form (`adminLoginForm`). */
  adminLogin: endpoint(
    routes.adminLogin,
    z.strictObject({ ...shapeOf(adminLoginForm), role: fields.role }),
    signedInReplySchema,
  ),
  /** Step 0 of ID sign-in. */
  idLoginCheck: endpoint(
    routes.idLoginCheck,
    z.strictObject({
      idNumber: fields.idNumber,
      role: fields.role,
      captchaResponse: fields.captchaResponse,
    }),
    checkReplySchema,
  ),
  otpIdLoginCheck: endpoint(routes.otpIdLoginCheck, sendIdCodeRequest, otpSentReplySchema),
  validateAndIdLogin: endpoint(routes.validateAndIdLogin, checkIdCodeRequest, signedInReplySchema),
  /** Step 0 of username recovery. */
  forgotUsernameCheck: endpoint(
    routes.forgotUsernameCheck,
    z.strictObject({
      idNumber: fields.idNumber,
      role: fields.role,
      flow: recoveryFlow,
      captchaResponse: z.optional(fields.captchaResponse),
    }),
    checkReplySchema,
  ),
  /** Send the recovery code. */
  otpForgotUsernameCheck: endpoint(
    routes.otpForgotUsernameCheck,
    z.strictObject({
      idNumber: z.optional(fields.idNumber),
      ...grant,
      preferredComm: fields.preferredComm,
      role: fields.role,
      flow: recoveryFlow,
    }),
    otpSentReplySchema,
  ),
  /** Check the code and reveal the username. */
  requestUsername: endpoint(
    routes.requestUsername,
    z.strictObject({
      idNumber: z.optional(fields.idNumber),
      ...grant,
      otp: fields.otp,
      preferredComm: fields.preferredComm,
      role: fields.role,
    }),
    requestUsernameReplySchema,
  ),
  /** Step 0 of a password reset, by ID number or by username. */
  forgotPasswordCheck: endpoint(
    routes.forgotPasswordCheck,
    z
      .strictObject({
        idNumber: blankOr(fields.idNumber),
        username: blankOr(fields.loginUsername),
        role: fields.role,
        flow: recoveryFlow,
        captchaResponse: z.optional(fields.captchaResponse),
      })
      .check(exactlyOneIdentifier),
    checkReplySchema,
  ),
  /** Send the reset code. */
  otpForgotPasswordCheck: endpoint(
    routes.otpForgotPasswordCheck,
    z.strictObject({
      idNumber: blankOr(fields.idNumber),
      username: blankOr(fields.loginUsername),
      ...grant,
      preferredComm: fields.preferredComm,
      role: fields.role,
      flow: recoveryFlow,
    }),
    otpSentReplySchema,
  ),
  /** Check the code and set the new password (validatePasswordIDLogin / …UsernameLogin). */
  resetPassword: endpoint(
    routes.resetPassword,
    z
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
      .check(passwordsMatch),
    signedInReplySchema,
  ),
  /** userProfile, discriminated by role. */
  registerUser: endpoint(
    routes.registerUser,
    z.discriminatedUnion('role', [registerCustomerRequest, registerDealerRequest]),
    otpSentReplySchema,
  ),
  /** createDealerGroupProfile (the role is implied; 'dealergroup' if sent). */
  registerDealerGroup: endpoint(
    routes.registerDealerGroup,
    z
      .strictObject({
        ...shapeOf(dealerGroupRegistrationForm),
        role: z.optional(z.literal('dealergroup')),
        registrationHandle: z.optional(flowHandleSchema),
        captchaResponse: z.optional(fields.captchaResponse),
      })
      .check(passwordsMatch),
    otpSentReplySchema,
  ),
  validateRegistrationOtp: endpoint(
    routes.validateRegistrationOtp,
    checkIdCodeRequest,
    registrationValidatedReplySchema,
  ),
  resendRegistrationOtp: endpoint(
    routes.resendRegistrationOtp,
    sendIdCodeRequest,
    otpSentReplySchema,
  ),
  allDealerGroups: endpoint(routes.allDealerGroups, noParams, allDealerGroupsReplySchema),
  /**
   * The path parameter, and the captcha of customer registration's step 0, which travels in the
   * `captchaHeader` header (a GET has no body).
   */
  customerById: endpoint(
    routes.customerById,
    z.strictObject({ id: fields.idNumber, captchaResponse: fields.captchaResponse }),
    customerByIdReplySchema,
  ),
  resumeFlow: endpoint(routes.resumeFlow, resumeFlowRequest, resumeFlowReplySchema),
  session: endpoint(routes.session, noParams, envelope(sessionClaimsSchema)),
  passkeyRegistrationOptions: endpoint(
    routes.passkeyRegistrationOptions,
    passkeyRegistrationOptionsRequest,
    passkeyOptionsReplySchema,
  ),
  passkeyRegistration: endpoint(
    routes.passkeyRegistration,
    passkeyRegistrationRequest,
    passkeyAddedReplySchema,
  ),
  passkeyAuthenticationOptions: endpoint(
    routes.passkeyAuthenticationOptions,
    passkeyAuthenticationOptionsRequest,
    passkeyOptionsReplySchema,
  ),
  passkeySignIn: endpoint(routes.passkeySignIn, passkeySignInRequest, signedInReplySchema),
  passkeys: endpoint(routes.passkeys, passkeysRequest, passkeysReplySchema),
  renamePasskey: endpoint(routes.renamePasskey, renamePasskeyRequest, passkeysReplySchema),
  removePasskey: endpoint(routes.removePasskey, removePasskeyRequest, passkeysReplySchema),
} as const satisfies Record<EndpointName, Endpoint>;

/** What a caller sends: the POST body or the GET path parameters (and headers) of endpoint `N`. */
export type RequestOf<N extends EndpointName> = z.input<(typeof endpoints)[N]['request']>;

/** The request of endpoint `N` after parsing (trimmed, defaults applied): what the service sees. */
export type ParsedRequestOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['request']>;

/** The parsed success reply of endpoint `N`. */
export type ReplyOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['reply']>;
