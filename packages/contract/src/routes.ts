// Where each operation of the user service lives and the codes it may fail with, as plain data
// without schemas: a client that checks replies late (or not at all) routes its calls from here
// without loading zod. `endpoints` adds each operation's request and reply schemas to its route.
import { anyCall, checksCode, type ErrorCode, looksUp, registers, sendsCode } from './errors.ts';

/**
 * The request header that carries the captcha response of customer registration's lookup
 * (`customerById`, a GET, so it has no body; its path stays the spec's).
 */
export const captchaHeader = 'x-captcha-response';

/**
 * The header of the signed session token: a sign-in's reply carries it, and the calls of the
 * signed-in person (the passkey management) send it.
 */
export const tokenHeader = 'x-token';

/** Every endpoint path is relative to this base (API-1). */
export const apiBasePath = '/user/v1/';

/** The HTTP methods the user service uses. */
export type HttpMethod = 'GET' | 'POST';

/**
 * Where one operation lives: its method, its path (relative to `apiBasePath`), its headers, and
 * the codes it may answer a failure with.
 */
export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  E extends readonly ErrorCode[] = readonly ErrorCode[],
> {
  method: M;
  /** Relative to `apiBasePath`; `{name}` marks a path parameter. */
  path: P;
  /** The codes a failure reply may carry (a later step without a valid grant: only `step_expired`). */
  errors: E;
  /** Request fields that travel as headers, not in the body or path: field name -> header. */
  headers?: Readonly<Record<string, string>>;
}

function post<const P extends string, const E extends readonly ErrorCode[]>(
  path: P,
  errors: E,
  headers?: Readonly<Record<string, string>>,
): Route<'POST', P, E> {
  return { method: 'POST', path, errors, ...(headers && { headers }) };
}

function get<const P extends string, const E extends readonly ErrorCode[]>(
  path: P,
  errors: E,
  headers?: Readonly<Record<string, string>>,
): Route<'GET', P, E> {
  return { method: 'GET', path, errors, ...(headers && { headers }) };
}

const passkeyManagement = { sessionToken: tokenHeader };

/**
 * Every operation of the user service (API-9), with the codes it may fail with
 * (docs/architecture.md has the same table). Some operations share a path (the service tells them
 * apart by the body and the user's state), so the service routes by path, the portal by key.
 */
export const routes = {
  loginCheck: post('fetchUsersOtpDetails', [...anyCall, 'captcha_failed', 'credentials_invalid']),
  otpLoginCheck: post('otpForOpsLogin', sendsCode),
  validateAndLogin: post('otp/validateOpsOtpAndLogin', checksCode),
  adminLogin: post('adminLogin', [...anyCall, 'captcha_failed', 'credentials_invalid']),
  idLoginCheck: post('profileDetailsForOtp', looksUp),
  otpIdLoginCheck: post('loginWithId', sendsCode),
  validateAndIdLogin: post('otp/validateAndLogin', checksCode),
  forgotUsernameCheck: post('profileDetailsForPasswordReset', looksUp),
  otpForgotUsernameCheck: post('otpForForgotUsername', sendsCode),
  requestUsername: post('requestUsername', checksCode),
  forgotPasswordCheck: post('profileDetailsForPasswordReset', looksUp),
  otpForgotPasswordCheck: post('otpForForgotUsername', sendsCode),
  resetPassword: post('requestPasswordReset', checksCode),
  registerUser: post('userProfile', [...registers, 'not_found']),
  registerDealerGroup: post('createDealerGroupProfile', registers),
  validateRegistrationOtp: post('otp/validateAndLogin', checksCode),
  resendRegistrationOtp: post('loginWithId', sendsCode),
  allDealerGroups: get('allDealerGroups', anyCall),
  // REG-CUSTOMER-4: a lookup refused for a taken username moves to the username step (the
  // reference service finds no username at this step, so it never answers it).
  customerById: get('getCustomerById/{id}', [...looksUp, 'id_registered', 'username_taken'], {
    captchaResponse: captchaHeader,
  }),
  /** Ours: where the flow of a flow handle stands, so a reloaded tab resumes it. */
  resumeFlow: post('flow/resume', [...anyCall, 'step_expired']),
  /** Ours: the claims of the session token sent in the `x-token` request header. */
  session: get('session', [...anyCall, 'session_invalid']),
  /** Ours: WebAuthn options to add a passkey, on the `passkeyHandle` of a code sign-in. */
  passkeyRegistrationOptions: post('passkeys/registration/options', [
    ...anyCall,
    'step_expired',
    'passkey_limit',
  ]),
  /** Ours: adds the passkey the browser made with those options. */
  passkeyRegistration: post('passkeys/registration', [
    ...anyCall,
    'step_expired',
    'passkey_refused',
    'passkey_limit',
  ]),
  /** Ours: a challenge for a passkey sign-in (the sign-in page, its autofill). */
  passkeyAuthenticationOptions: post('passkeys/authentication/options', anyCall),
  /** Ours: signs in with a passkey's assertion, as a verified code does. */
  passkeySignIn: post('passkeys/authentication', [
    ...anyCall,
    'passkey_refused',
    'passkey_wrong_portal',
  ]),
  /** Ours: the signed-in person's passkeys (session token in `x-token`). */
  passkeys: get('passkeys', [...anyCall, 'session_invalid'], passkeyManagement),
  /** Ours: renames one of the signed-in person's passkeys. */
  renamePasskey: post(
    'passkeys/rename',
    [...anyCall, 'session_invalid', 'not_found'],
    passkeyManagement,
  ),
  /** Ours: removes one of the signed-in person's passkeys. */
  removePasskey: post(
    'passkeys/remove',
    [...anyCall, 'session_invalid', 'not_found'],
    passkeyManagement,
  ),
} as const;

/** The name of one endpoint (an operation of API-9). */
export type EndpointName = keyof typeof routes;

/** The codes each endpoint may answer with: each route's `errors`, by endpoint. */
export const endpointErrors = /* @__PURE__ */ Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.errors]),
) as { readonly [N in EndpointName]: (typeof routes)[N]['errors'] };

/** The codes endpoint `N` may answer with. */
export type ErrorCodeOf<N extends EndpointName> = (typeof routes)[N]['errors'][number];

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
