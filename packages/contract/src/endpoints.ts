import type * as z from 'zod/mini';
import { envelope } from './envelope.ts';
import { resumeFlowReplySchema, resumeFlowRequest } from './flow-handle.ts';
import {
  passkeyAddedReplySchema,
  passkeyAuthenticationOptionsRequest,
  passkeyManagementHeaders,
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
import {
  adminLoginRequest,
  customerByIdParams,
  forgotPasswordCheckRequest,
  forgotUsernameCheckRequest,
  idLoginCheckRequest,
  loginCheckRequest,
  noParams,
  otpForgotPasswordCheckRequest,
  otpForgotUsernameCheckRequest,
  otpIdLoginCheckRequest,
  otpLoginCheckRequest,
  registerDealerGroupRequest,
  registerUserRequest,
  requestUsernameRequest,
  resetPasswordRequest,
  validateAndIdLoginRequest,
  validateAndLoginRequest,
} from './requests.ts';
import { sessionClaimsSchema } from './session.ts';

/**
 * The request header that carries the captcha response of customer registration's lookup
 * (`customerById`, a GET, so it has no body; its path stays the spec's).
 */
export const captchaHeader = 'x-captcha-response';

/** Every endpoint path is relative to this base (API-1). */
export const apiBasePath = '/user/v1/';

/** The HTTP methods the user service uses. */
export type HttpMethod = 'GET' | 'POST';

/** One endpoint as data: method, path (relative to `apiBasePath`), request and reply schemas. */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Rep extends z.ZodMiniType = z.ZodMiniType,
> {
  method: M;
  /** Relative to `apiBasePath`; `{name}` marks a path parameter. */
  path: P;
  /** POST: the JSON body. GET: the path parameters. */
  request: Req;
  /** The whole reply envelope of a success; failures are `failureReplySchema`. */
  reply: Rep;
  /** Request fields that travel as headers, not in the body or path: field name -> header. */
  headers?: Readonly<Record<string, string>>;
}

function post<const P extends string, Req extends z.ZodMiniType, Rep extends z.ZodMiniType>(
  path: P,
  request: Req,
  reply: Rep,
  headers?: Readonly<Record<string, string>>,
): Endpoint<'POST', P, Req, Rep> {
  return { method: 'POST', path, request, reply, ...(headers && { headers }) };
}

function get<const P extends string, Req extends z.ZodMiniType, Rep extends z.ZodMiniType>(
  path: P,
  request: Req,
  reply: Rep,
  headers?: Readonly<Record<string, string>>,
): Endpoint<'GET', P, Req, Rep> {
  return { method: 'GET', path, request, reply, ...(headers && { headers }) };
}

/**
 * Every operation of the user service (API-9). Some operations share a path (the service tells
 * them apart by the body and the user's state), so the service routes by path, the portal by key.
 */
export const endpoints = {
  loginCheck: post('fetchUsersOtpDetails', loginCheckRequest, checkReplySchema),
  otpLoginCheck: post('otpForOpsLogin', otpLoginCheckRequest, otpSentReplySchema),
  validateAndLogin: post(
    'otp/validateOpsOtpAndLogin',
    validateAndLoginRequest,
    signedInReplySchema,
  ),
  adminLogin: post('adminLogin', adminLoginRequest, signedInReplySchema),
  idLoginCheck: post('profileDetailsForOtp', idLoginCheckRequest, checkReplySchema),
  otpIdLoginCheck: post('loginWithId', otpIdLoginCheckRequest, otpSentReplySchema),
  validateAndIdLogin: post('otp/validateAndLogin', validateAndIdLoginRequest, signedInReplySchema),
  forgotUsernameCheck: post(
    'profileDetailsForPasswordReset',
    forgotUsernameCheckRequest,
    checkReplySchema,
  ),
  otpForgotUsernameCheck: post(
    'otpForForgotUsername',
    otpForgotUsernameCheckRequest,
    otpSentReplySchema,
  ),
  requestUsername: post('requestUsername', requestUsernameRequest, requestUsernameReplySchema),
  forgotPasswordCheck: post(
    'profileDetailsForPasswordReset',
    forgotPasswordCheckRequest,
    checkReplySchema,
  ),
  otpForgotPasswordCheck: post(
    'otpForForgotUsername',
    otpForgotPasswordCheckRequest,
    otpSentReplySchema,
  ),
  resetPassword: post('requestPasswordReset', resetPasswordRequest, signedInReplySchema),
  registerUser: post('userProfile', registerUserRequest, otpSentReplySchema),
  registerDealerGroup: post(
    'createDealerGroupProfile',
    registerDealerGroupRequest,
    otpSentReplySchema,
  ),
  validateRegistrationOtp: post(
    'otp/validateAndLogin',
    validateAndIdLoginRequest,
    registrationValidatedReplySchema,
  ),
  resendRegistrationOtp: post('loginWithId', otpIdLoginCheckRequest, otpSentReplySchema),
  allDealerGroups: get('allDealerGroups', noParams, allDealerGroupsReplySchema),
  customerById: get('getCustomerById/{id}', customerByIdParams, customerByIdReplySchema, {
    captchaResponse: captchaHeader,
  }),
  /** Ours: where the flow of a flow handle stands, so a reloaded tab resumes it. */
  resumeFlow: post('flow/resume', resumeFlowRequest, resumeFlowReplySchema),
  /** Ours: the claims of the session token sent in the `x-token` request header. */
  session: get('session', noParams, envelope(sessionClaimsSchema)),
  /** Ours: WebAuthn options to add a passkey, on the `passkeyHandle` of a code sign-in. */
  passkeyRegistrationOptions: post(
    'passkeys/registration/options',
    passkeyRegistrationOptionsRequest,
    passkeyOptionsReplySchema,
  ),
  /** Ours: adds the passkey the browser made with those options. */
  passkeyRegistration: post(
    'passkeys/registration',
    passkeyRegistrationRequest,
    passkeyAddedReplySchema,
  ),
  /** Ours: a challenge for a passkey sign-in (the sign-in page, its autofill). */
  passkeyAuthenticationOptions: post(
    'passkeys/authentication/options',
    passkeyAuthenticationOptionsRequest,
    passkeyOptionsReplySchema,
  ),
  /** Ours: signs in with a passkey's assertion, as a verified code does. */
  passkeySignIn: post('passkeys/authentication', passkeySignInRequest, signedInReplySchema),
  /** Ours: the signed-in person's passkeys (session token in `x-token`). */
  passkeys: get('passkeys', passkeysRequest, passkeysReplySchema, passkeyManagementHeaders),
  /** Ours: renames one of the signed-in person's passkeys. */
  renamePasskey: post(
    'passkeys/rename',
    renamePasskeyRequest,
    passkeysReplySchema,
    passkeyManagementHeaders,
  ),
  /** Ours: removes one of the signed-in person's passkeys. */
  removePasskey: post(
    'passkeys/remove',
    removePasskeyRequest,
    passkeysReplySchema,
    passkeyManagementHeaders,
  ),
} as const;

/** The name of one endpoint (an operation of API-9). */
export type EndpointName = keyof typeof endpoints;

/** What a caller sends: the POST body or the GET path parameters (and headers) of endpoint `N`. */
export type RequestOf<N extends EndpointName> = z.input<(typeof endpoints)[N]['request']>;

/** The request of endpoint `N` after parsing (trimmed, defaults applied): what the service sees. */
export type ParsedRequestOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['request']>;

/** The parsed success reply of endpoint `N`. */
export type ReplyOf<N extends EndpointName> = z.output<(typeof endpoints)[N]['reply']>;

const pathParameter = /\{(\w+)\}/g;

/**
 * The endpoint's path with each `{name}` replaced by its URL-encoded parameter, relative to
 * `apiBasePath`: `fillPath('getCustomerById/{id}', { id: '9001015800088' })`.
 */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(pathParameter, (_whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
