// Where each operation of the user service lives, as plain data without schemas: a client that
// checks replies late (or not at all) routes its calls from here without loading zod. `endpoints`
// adds each operation's request and reply schemas to its route.

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

/** Where one operation lives: its method, its path (relative to `apiBasePath`), its headers. */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  method: M;
  /** Relative to `apiBasePath`; `{name}` marks a path parameter. */
  path: P;
  /** Request fields that travel as headers, not in the body or path: field name -> header. */
  headers?: Readonly<Record<string, string>>;
}

function post<const P extends string>(
  path: P,
  headers?: Readonly<Record<string, string>>,
): Route<'POST', P> {
  return { method: 'POST', path, ...(headers && { headers }) };
}

function get<const P extends string>(
  path: P,
  headers?: Readonly<Record<string, string>>,
): Route<'GET', P> {
  return { method: 'GET', path, ...(headers && { headers }) };
}

const passkeyManagement = { sessionToken: tokenHeader };

/**
 * Every operation of the user service (API-9). Some operations share a path (the service tells
 * them apart by the body and the user's state), so the service routes by path, the portal by key.
 */
export const routes = {
  loginCheck: post('fetchUsersOtpDetails'),
  otpLoginCheck: post('otpForOpsLogin'),
  validateAndLogin: post('otp/validateOpsOtpAndLogin'),
  adminLogin: post('adminLogin'),
  idLoginCheck: post('profileDetailsForOtp'),
  otpIdLoginCheck: post('loginWithId'),
  validateAndIdLogin: post('otp/validateAndLogin'),
  forgotUsernameCheck: post('profileDetailsForPasswordReset'),
  otpForgotUsernameCheck: post('otpForForgotUsername'),
  requestUsername: post('requestUsername'),
  forgotPasswordCheck: post('profileDetailsForPasswordReset'),
  otpForgotPasswordCheck: post('otpForForgotUsername'),
  resetPassword: post('requestPasswordReset'),
  registerUser: post('userProfile'),
  registerDealerGroup: post('createDealerGroupProfile'),
  validateRegistrationOtp: post('otp/validateAndLogin'),
  resendRegistrationOtp: post('loginWithId'),
  allDealerGroups: get('allDealerGroups'),
  customerById: get('getCustomerById/{id}', { captchaResponse: captchaHeader }),
  /** Ours: where the flow of a flow handle stands, so a reloaded tab resumes it. */
  resumeFlow: post('flow/resume'),
  /** Ours: the claims of the session token sent in the `x-token` request header. */
  session: get('session'),
  /** Ours: WebAuthn options to add a passkey, on the `passkeyHandle` of a code sign-in. */
  passkeyRegistrationOptions: post('passkeys/registration/options'),
  /** Ours: adds the passkey the browser made with those options. */
  passkeyRegistration: post('passkeys/registration'),
  /** Ours: a challenge for a passkey sign-in (the sign-in page, its autofill). */
  passkeyAuthenticationOptions: post('passkeys/authentication/options'),
  /** Ours: signs in with a passkey's assertion, as a verified code does. */
  passkeySignIn: post('passkeys/authentication'),
  /** Ours: the signed-in person's passkeys (session token in `x-token`). */
  passkeys: get('passkeys', passkeyManagement),
  /** Ours: renames one of the signed-in person's passkeys. */
  renamePasskey: post('passkeys/rename', passkeyManagement),
  /** Ours: removes one of the signed-in person's passkeys. */
  removePasskey: post('passkeys/remove', passkeyManagement),
} as const;

/** The name of one endpoint (an operation of API-9). */
export type EndpointName = keyof typeof routes;

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
