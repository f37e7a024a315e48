import { tokenHeader } from '@forecourt/contract';
import { type SoftPasskey, softAuthenticator } from './authenticator.ts';
import { captchaToken, type TestService } from './harness.ts';
import { startUsernameSignIn, type TestUser, validateBody } from './test-users.ts';

// The steps of the passkey suites: a code sign-in, a passkey added on its grant, a sign-in with it.

/** The portal origin the test service accepts ceremonies from (the development default). */
export const portalOrigin = 'http://localhost:5173';

/** A username sign-in with its code: the session token and the grant to add a passkey. */
export async function codeSignIn(service: TestService, user: TestUser) {
  const otp = await startUsernameSignIn(service, user);
  const reply = await service.call('validateAndLogin', validateBody(user, otp));
  if (reply.status !== 200) throw new Error(`validateAndLogin: ${reply.text}`);
  return {
    reply,
    token: reply.headers.get(tokenHeader) ?? '',
    passkeyHandle: reply.body.payload.passkeyHandle as string,
  };
}

/** The registration options for the grant `passkeyHandle`. */
export async function registrationOptions(
  service: TestService,
  user: TestUser,
  passkeyHandle: string,
) {
  return service.call('passkeyRegistrationOptions', { role: user.role, passkeyHandle });
}

/**
 * Signs `user` in with a code and adds a passkey made by `device` on that sign-in's grant;
 * answers the passkey, the session token and the registration's reply.
 */
export async function addPasskey(
  service: TestService,
  user: TestUser,
  device = softAuthenticator(portalOrigin),
  name = 'Work phone',
): Promise<{
  passkey: SoftPasskey;
  token: string;
  added: Awaited<ReturnType<TestService['call']>>;
}> {
  const { token, passkeyHandle } = await codeSignIn(service, user);
  const options = await registrationOptions(service, user, passkeyHandle);
  if (options.status !== 200) throw new Error(`passkeyRegistrationOptions: ${options.text}`);
  const { passkey, credential } = device.register(options.body.payload.options);
  const added = await service.call('passkeyRegistration', {
    role: user.role,
    passkeyHandle,
    credential,
    name,
  });
  return { passkey, token, added };
}

/** The options of a passkey sign-in on `role`'s sign-in page. */
export async function signInOptions(service: TestService, role: string) {
  const reply = await service.call('passkeyAuthenticationOptions', { role });
  if (reply.status !== 200) throw new Error(`passkeyAuthenticationOptions: ${reply.text}`);
  return reply.body.payload.options;
}

/** Sends `credential` (an assertion) to the passkey sign-in of `role`. */
export function passkeySignIn(service: TestService, role: string, credential: unknown) {
  return service.call('passkeySignIn', { role, credential });
}

/** An admin sign-in as `user` with their portal's demo admin. */
export function adminSignIn(service: TestService, user: TestUser) {
  const adminUsername = {
    customer: 'customeradmin',
    dealer: 'dealeradmin',
    'dealer-group': 'groupadmin',
  }[user.type];
  return service.call('adminLogin', {
    role: user.role,
    adminUsername,
    adminPassword: 'AdminPass#2025',
    username: user.username,
    captchaResponse: captchaToken,
  });
}

/** The management calls with the session token `token`. */
export const withSession = (token: string) => ({ headers: { [tokenHeader]: token } });
