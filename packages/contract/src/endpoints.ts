import type * as z from 'zod/mini';
import { envelope } from './envelope.ts';
import type { ErrorCode } from './errors.ts';
import { resumeFlowReplySchema, resumeFlowRequest } from './flow-handle.ts';
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

/** Every operation of the user service (API-9): its route with its request and reply schemas. */
export const endpoints = {
  loginCheck: endpoint(routes.loginCheck, loginCheckRequest, checkReplySchema),
  otpLoginCheck: endpoint(routes.otpLoginCheck, otpLoginCheckRequest, otpSentReplySchema),
  validateAndLogin: endpoint(routes.validateAndLogin, validateAndLoginRequest, signedInReplySchema),
  adminLogin: endpoint(routes.adminLogin, adminLoginRequest, signedInReplySchema),
  idLoginCheck: endpoint(routes.idLoginCheck, idLoginCheckRequest, checkReplySchema),
  otpIdLoginCheck: endpoint(routes.otpIdLoginCheck, otpIdLoginCheckRequest, otpSentReplySchema),
  validateAndIdLogin: endpoint(
    routes.validateAndIdLogin,
    validateAndIdLoginRequest,
    signedInReplySchema,
  ),
  forgotUsernameCheck: endpoint(
    routes.forgotUsernameCheck,
    forgotUsernameCheckRequest,
    checkReplySchema,
  ),
  otpForgotUsernameCheck: endpoint(
    routes.otpForgotUsernameCheck,
    otpForgotUsernameCheckRequest,
    otpSentReplySchema,
  ),
  requestUsername: endpoint(
    routes.requestUsername,
    requestUsernameRequest,
    requestUsernameReplySchema,
  ),
  forgotPasswordCheck: endpoint(
    routes.forgotPasswordCheck,
    forgotPasswordCheckRequest,
    checkReplySchema,
  ),
  otpForgotPasswordCheck: endpoint(
    routes.otpForgotPasswordCheck,
    otpForgotPasswordCheckRequest,
    otpSentReplySchema,
  ),
  resetPassword: endpoint(routes.resetPassword, resetPasswordRequest, signedInReplySchema),
  registerUser: endpoint(routes.registerUser, registerUserRequest, otpSentReplySchema),
  registerDealerGroup: endpoint(
    routes.registerDealerGroup,
    registerDealerGroupRequest,
    otpSentReplySchema,
  ),
  validateRegistrationOtp: endpoint(
    routes.validateRegistrationOtp,
    validateAndIdLoginRequest,
    registrationValidatedReplySchema,
  ),
  resendRegistrationOtp: endpoint(
    routes.resendRegistrationOtp,
    otpIdLoginCheckRequest,
    otpSentReplySchema,
  ),
  allDealerGroups: endpoint(routes.allDealerGroups, noParams, allDealerGroupsReplySchema),
  customerById: endpoint(routes.customerById, customerByIdParams, customerByIdReplySchema),
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
