import { randomBytes } from 'node:crypto';
import { endpoints, type ParsedRequestOf } from '@forecourt/contract';
import { channels, type PortalType } from '@forecourt/validators';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Hono } from 'hono';
import type { Passkey, User } from '../db/schema.ts';
import { readBody } from '../http/body.ts';
import { failure, success, tooMany } from '../http/reply.ts';
import { outgoing, replies } from '../messages.ts';
import type { AppContext, AppEnv, Services } from '../services.ts';
import { typeOfRole } from '../users.ts';
import { handleRefused } from './later-step.ts';
import { tellUser } from './notices.ts';
import { passkeySummary, passkeysOf } from './passkey-management.ts';
import { honoPath } from './paths.ts';
import { signedIn } from './steps.ts';

// The two WebAuthn ceremonies (issue 50; deliberate deviation 4 in docs/decisions.md). A passkey is added only on the
// grant a code sign-in just handed back, and signs in only on the ordinary sign-in pages; its
// success ends a sign-in exactly as a verified code does (`signedIn`). Both ceremonies require
// user verification (the fingerprint, face or screen lock), not just presence.

type Credential = ParsedRequestOf<'passkeySignIn'>['credential'];
type NewCredential = ParsedRequestOf<'passkeyRegistration'>['credential'];

/** The challenge the browser signed, read from `clientDataJSON`; '' when it has none. */
function signedChallenge(credential: { response: { clientDataJSON: string } }): string {
  try {
    const data: unknown = JSON.parse(
      Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'),
    );
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}

/** A live passkey grant: its stored hash and its active user. */
interface Offer {
  hash: string;
  user: User;
}

/** The live passkey grant `handle` of portal `type`, with its active user, or the refusal. */
async function holdOffer(
  s: Services,
  c: AppContext,
  handle: string,
  type: PortalType,
): Promise<Offer | Response> {
  const found = await s.handles.find(handle, type, ['passkey-registration']);
  if (!found.ok) {
    await s.audit(c, { event: 'passkey.grant', outcome: 'refused', type });
    return handleRefused(c, found.reason);
  }
  const user = await s.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', found.record.userId ?? '')
    .where('status', '=', 'active')
    .executeTakeFirst();
  return user === undefined ? handleRefused(c, 'unknown') : { hash: found.record.hash, user };
}

/** The user's WebAuthn user handle, made (random, 32 bytes) on their first registration. */
async function userHandleOf(s: Services, user: User): Promise<string> {
  if (user.passkey_user_handle !== null) return user.passkey_user_handle;
  await s.db
    .updateTable('users')
    .set({ passkey_user_handle: randomBytes(32).toString('base64url') })
    .where('id', '=', user.id)
    .where('passkey_user_handle', 'is', null)
    .execute();
  // Read back: a parallel first registration may have set it first.
  const row = await s.db
    .selectFrom('users')
    .select('passkey_user_handle')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.passkey_user_handle ?? '';
}

const transportsOf = (row: Pick<Passkey, 'transports'>) =>
  row.transports === '' ? [] : row.transports.split(',');

async function registrationOptions(s: Services, c: AppContext, user: User, type: PortalType) {
  const held = await passkeysOf(s, user.id);
  if (held.length >= s.config.rules.passkeysPerUser) {
    return failure(c, 'passkey_limit', replies.passkeyLimit);
  }
  const userHandle = await userHandleOf(s, user);
  const challenge = await s.passkeyChallenges.issue('registration', type, user.id);
  const { passkeys: rp } = s.config;
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // The passkey manager shows these: the username, never the ID number.
    userName: user.username,
    userDisplayName: user.username,
    userID: new Uint8Array(Buffer.from(userHandle, 'base64url')),
    challenge: challenge.bytes,
    timeout: s.config.rules.passkeyRegistrationSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: held.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
  });
  return success(c, replies.passkeyOptions, { options });
}

/** Verifies a new credential against its challenge; the verified registration, or undefined. */
async function verifiedRegistration(s: Services, credential: NewCredential, challenge: string) {
  try {
    const verified = await verifyRegistrationResponse({
      response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: s.config.passkeys.origins,
      expectedRPID: s.config.passkeys.id,
      requireUserVerification: true,
    });
    return verified.verified ? verified.registrationInfo : undefined;
  } catch {
    return undefined;
  }
}

async function register(
  s: Services,
  c: AppContext,
  { hash, user }: Offer,
  type: PortalType,
  body: ParsedRequestOf<'passkeyRegistration'>,
) {
  const refuse = async (why: string) => {
    await s.audit(c, {
      event: `passkey.register.${why}`,
      outcome: 'refused',
      type,
      userId: user.id,
    });
    return failure(c, 'passkey_refused', replies.passkeyRefused);
  };
  const challenge = signedChallenge(body.credential);
  const used = await s.passkeyChallenges.use(challenge, 'registration', type);
  if (used?.userId !== user.id) return refuse('challenge');
  const info = await verifiedRegistration(s, body.credential, challenge);
  // The ID the body names must be the one the authenticator attested (the library keeps the latter).
  if (info === undefined || info.credential.id !== body.credential.id)
    return refuse('verification');
  // One passkey per offer: the one request that ends the grant goes on, so registrations racing
  // on one grant (with challenges of their own) add one passkey, and the ceiling holds.
  if (!(await s.handles.spend(hash))) return handleRefused(c, 'ended');
  const held = await passkeysOf(s, user.id);
  if (held.length >= s.config.rules.passkeysPerUser) {
    return failure(c, 'passkey_limit', replies.passkeyLimit);
  }
  const { credential } = info;
  const now = s.clock.now();
  const added = await s.db
    .insertInto('passkeys')
    .values({
      credential_id: credential.id,
      user_id: user.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (body.credential.response.transports ?? []).join(','),
      backup_eligible: info.credentialDeviceType === 'multiDevice',
      backed_up: info.credentialBackedUp,
      name: body.name ?? `Passkey ${held.length + 1}`,
      created_at: now,
      last_used_at: null,
    })
    // A credential already registered (to anyone) is never taken over.
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (added === undefined) return refuse('duplicate');
  await s.audit(c, { event: 'passkey.registered', outcome: 'success', type, userId: user.id });
  const notice = { subject: outgoing.passkeyAddedSubject, text: outgoing.passkeyAdded(added.name) };
  await tellUser(s, user, channels, notice, 'passkey-added');
  return success(c, replies.passkeyAdded, { passkey: passkeySummary(added) });
}

/** The key a failed assertion counts against: the client, as a wrong code does. */
const failuresOf = (c: AppContext) => `passkey-fail:${c.get('client')}`;

async function signInWithPasskey(
  s: Services,
  c: AppContext,
  type: PortalType,
  credential: Credential,
): Promise<Response> {
  const limit = s.config.rules.codeFailuresPerClient;
  const gate = await s.limits.peek(failuresOf(c), limit);
  if (!gate.allowed) return tooMany(c, gate.retryAfterSeconds, replies.tooManyAttempts);
  const refuse = async (why: string, userId?: string) => {
    await s.limits.hit(failuresOf(c), limit);
    await s.audit(c, { event: `passkey.sign-in.${why}`, outcome: 'failure', type, userId });
    return failure(c, 'passkey_refused', replies.passkeyRefused);
  };
  const challenge = signedChallenge(credential);
  if ((await s.passkeyChallenges.use(challenge, 'authentication', type)) === undefined) {
    return refuse('challenge');
  }
  const found = await s.db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .selectAll('passkeys')
    .select(['users.portal_type', 'users.status', 'users.passkey_user_handle'])
    .where('passkeys.credential_id', '=', credential.id)
    .executeTakeFirst();
  if (found === undefined) return refuse('unknown');
  if (found.portal_type !== type) {
    await s.audit(c, {
      event: 'passkey.sign-in.portal',
      outcome: 'refused',
      type,
      userId: found.user_id,
    });
    return failure(c, 'passkey_wrong_portal', replies.passkeyWrongPortal);
  }
  const handle = credential.response.userHandle;
  if (found.status !== 'active' || (handle !== undefined && handle !== found.passkey_user_handle)) {
    return refuse('user', found.user_id);
  }
  const storedCounter = Number(found.counter);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
      expectedChallenge: challenge,
      expectedOrigin: s.config.passkeys.origins,
      expectedRPID: s.config.passkeys.id,
      credential: {
        id: found.credential_id,
        publicKey: new Uint8Array(Buffer.from(found.public_key, 'base64url')),
        counter: storedCounter,
        transports: transportsOf(found),
      },
      requireUserVerification: true,
    });
  } catch (error) {
    // A counter that did not move on is the sign of a cloned authenticator: recorded apart.
    const cloned = error instanceof Error && /counter/i.test(error.message);
    return refuse(cloned ? 'counter' : 'verification', found.user_id);
  }
  if (!verified.verified) return refuse('verification', found.user_id);
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  // The counter moves on only forward (synced passkeys stay at 0), in the statement that records
  // the use: of two assertions racing with one counter value, one wins.
  const recorded = await s.db
    .updateTable('passkeys')
    .set({ counter: newCounter, backed_up: credentialBackedUp, last_used_at: s.clock.now() })
    .where('credential_id', '=', found.credential_id)
    .where((eb) => (newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '<', newCounter)))
    .returning('credential_id')
    .executeTakeFirst();
  if (recorded === undefined) return refuse('counter', found.user_id);
  const user = await s.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', found.user_id)
    .executeTakeFirstOrThrow();
  await s.audit(c, { event: 'passkey.sign-in', outcome: 'success', type, userId: user.id });
  return signedIn(s, c, user, { event: 'sign-in' });
}

/** The ceremonies: registration options and registration, sign-in options and sign-in. */
export function passkeyRoutes(api: Hono<AppEnv>, s: Services): void {
  api.post(honoPath(endpoints.passkeyRegistrationOptions), async (c) => {
    const body = await readBody(c, endpoints.passkeyRegistrationOptions.request);
    if (!body.ok) return body.response;
    const type = typeOfRole(body.data.role);
    const offer = await holdOffer(s, c, body.data.passkeyHandle, type);
    if (offer instanceof Response) return offer;
    return registrationOptions(s, c, offer.user, type);
  });

  api.post(honoPath(endpoints.passkeyRegistration), async (c) => {
    const body = await readBody(c, endpoints.passkeyRegistration.request);
    if (!body.ok) return body.response;
    const type = typeOfRole(body.data.role);
    const offer = await holdOffer(s, c, body.data.passkeyHandle, type);
    if (offer instanceof Response) return offer;
    return register(s, c, offer, type, body.data);
  });

  api.post(honoPath(endpoints.passkeyAuthenticationOptions), async (c) => {
    const body = await readBody(c, endpoints.passkeyAuthenticationOptions.request);
    if (!body.ok) return body.response;
    const type = typeOfRole(body.data.role);
    const challenge = await s.passkeyChallenges.issue('authentication', type, null);
    // No allowCredentials: discoverable passkeys, so the page need not know who is signing in
    // (and the service never says which accounts hold one).
    const options = await generateAuthenticationOptions({
      rpID: s.config.passkeys.id,
      challenge: challenge.bytes,
      timeout: s.config.rules.passkeyAuthenticationSeconds * 1000,
      userVerification: 'required',
    });
    return success(c, replies.passkeyOptions, { options });
  });

  api.post(honoPath(endpoints.passkeySignIn), async (c) => {
    const body = await readBody(c, endpoints.passkeySignIn.request);
    if (!body.ok) return body.response;
    return signInWithPasskey(s, c, typeOfRole(body.data.role), body.data.credential);
  });
}
