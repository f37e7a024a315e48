import { tokenHeader } from '@forecourt/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies, welcomeMessage } from '../messages.ts';
import { softAuthenticator } from '../testing/authenticator.ts';
import { captchaToken, startTestService, type TestService } from '../testing/harness.ts';
import {
  addPasskey,
  adminSignIn,
  codeSignIn,
  passkeySignIn,
  portalOrigin,
  registrationOptions,
  signInOptions,
  withSession,
} from '../testing/passkeys.ts';
import { createUser } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** The claims of a sign-in reply's token, without the times. */
function claimsOf(reply: { headers: Headers }) {
  const { iat: _i, exp: _e, ...claims } = decodeJwt(reply.headers.get(tokenHeader) ?? '');
  return claims;
}

describe('passkey ceremonies', () => {
  it('adds a passkey after a code sign-in and signs in with it as a verified code does', async () => {
    const user = await createUser(service, 'dealer');
    const { reply: byCode, passkeyHandle } = await codeSignIn(service, user);
    expect(passkeyHandle).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const created = await registrationOptions(service, user, passkeyHandle);
    expect(created.status).toBe(200);
    const options = created.body.payload.options;
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Forecourt' },
      user: { name: user.username, displayName: user.username },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // The user handle is random and opaque: neither the ID number nor the row id.
    expect(options.user.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.text).not.toContain(user.idNumber);
    expect(created.text).not.toContain(user.id);

    const device = softAuthenticator(portalOrigin);
    const { passkey, credential } = device.register(options);
    const added = await service.call('passkeyRegistration', {
      role: user.role,
      passkeyHandle,
      credential,
      name: 'Work phone',
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(replies.passkeyAdded);
    expect(added.body.payload.passkey).toMatchObject({
      id: passkey.id,
      name: 'Work phone',
      synced: true,
    });
    const row = await service.db
      .selectFrom('passkeys')
      .selectAll()
      .where('credential_id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.id,
      transports: 'internal,hybrid',
      backup_eligible: true,
      backed_up: true,
      last_used_at: null,
    });
    expect(Number(row.counter)).toBe(0);
    // The owner hears of every new passkey, on both channels.
    for (const to of [user.mobileNo, user.email]) {
      const [notice] = await service.outbox(to);
      expect(notice?.text).toContain('A passkey named "Work phone" was just added');
    }

    const byPasskey = await passkeySignIn(
      service,
      user.role,
      device.assert(passkey, await signInOptions(service, user.role)),
    );
    expect(byPasskey.status).toBe(200);
    const { passkeyHandle: _offer, ...codePayload } = byCode.body.payload;
    expect(byPasskey.body.payload).toEqual(codePayload);
    expect(byPasskey.body.message).toBe(welcomeMessage('dealer'));
    expect(claimsOf(byPasskey)).toEqual(claimsOf(byCode));
    const audit = await service.db
      .selectFrom('audit_log')
      .select(['event', 'outcome', 'portal_type'])
      .where('user_id', '=', user.id)
      .where('event', '=', 'sign-in')
      .execute();
    expect(audit).toEqual([
      { event: 'sign-in', outcome: 'success', portal_type: 'dealer' },
      { event: 'sign-in', outcome: 'success', portal_type: 'dealer' },
    ]);
    const session = await service.call(
      'session',
      undefined,
      withSession(byPasskey.headers.get(tokenHeader) ?? ''),
    );
    expect(session.status).toBe(200);
  });

  it('asks for discoverable passkeys with user verification, for the page and its autofill', async () => {
    const options = await signInOptions(service, 'customer');
    expect(options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      timeout: 300_000,
    });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await service.db
      .selectFrom('passkey_challenges')
      .select('challenge_hash')
      .execute();
    expect(stored.map((row) => row.challenge_hash)).not.toContain(options.challenge);
  });

  it('offers a passkey after an ID sign-in too, and lists the ones held so none is made twice', async () => {
    const user = await createUser(service, 'customer');
    const { passkey } = await addPasskey(service, user);
    const check = await service.call('idLoginCheck', {
      idNumber: user.idNumber,
      role: user.role,
      captchaResponse: captchaToken,
    });
    const flowHandle = check.body.payload.flowHandle;
    await service.call('otpIdLoginCheck', { flowHandle, role: user.role, preferredComm: 'mobile' });
    const otp = await service.latestCode(user.mobileNo);
    const signedIn = await service.call('validateAndIdLogin', {
      idNumber: user.idNumber,
      flowHandle,
      role: user.role,
      otp,
      preferredComm: 'mobile',
    });
    const { passkeyHandle } = signedIn.body.payload;
    const options = await registrationOptions(service, user, passkeyHandle);
    expect(options.body.payload.options.excludeCredentials).toEqual([
      { id: passkey.id, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('accepts a counter that moves on, and the 0 of a synced passkey every time', async () => {
    const user = await createUser(service);
    const counting = softAuthenticator(portalOrigin, { synced: false });
    const { passkey } = await addPasskey(service, user, counting);
    for (let i = 0; i < 2; i += 1) {
      const reply = await passkeySignIn(
        service,
        user.role,
        counting.assert(passkey, await signInOptions(service, user.role)),
      );
      expect(reply.status).toBe(200);
    }
    const row = await service.db
      .selectFrom('passkeys')
      .select(['counter', 'backup_eligible'])
      .where('credential_id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect({ counter: Number(row.counter), be: row.backup_eligible }).toEqual({
      counter: 2,
      be: false,
    });
  });

  it('gives no passkey offer to an admin signing in as a user', async () => {
    const user = await createUser(service);
    const reply = await adminSignIn(service, user);
    expect(reply.status).toBe(200);
    expect(reply.body.payload.admin).toBe(true);
    expect(reply.body.payload.passkeyHandle).toBeUndefined();
  });
});

describe('passkey management', () => {
  it('lists, renames and removes the signed-in owner’s passkeys', async () => {
    const user = await createUser(service);
    const { passkey: first, token } = await addPasskey(service, user, undefined, 'Work phone');
    service.clock.advance(60);
    const { passkey: second } = await addPasskey(service, user, undefined, 'Laptop');
    const device = softAuthenticator(portalOrigin);
    service.clock.advance(60);
    await passkeySignIn(
      service,
      user.role,
      device.assert(first, await signInOptions(service, user.role)),
    );

    const list = await service.call('passkeys', undefined, withSession(token));
    expect(list.status).toBe(200);
    expect(list.body.payload.passkeys).toEqual([
      {
        id: first.id,
        name: 'Work phone',
        createdAt: '2026-03-02T08:00:00.000Z',
        lastUsedAt: '2026-03-02T08:02:00.000Z',
        synced: true,
      },
      { id: second.id, name: 'Laptop', createdAt: '2026-03-02T08:01:00.000Z', synced: true },
    ]);

    const renamed = await service.call(
      'renamePasskey',
      { id: second.id, name: '  Home laptop ' },
      withSession(token),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload.passkeys[1].name).toBe('Home laptop');

    const removed = await service.call('removePasskey', { id: first.id }, withSession(token));
    expect(removed.status).toBe(200);
    expect(removed.body.payload.passkeys.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const again = await service.call('removePasskey', { id: first.id }, withSession(token));
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
  });

  it('refuses management without a valid session, with an admin’s, and on another’s passkey', async () => {
    const owner = await createUser(service);
    const { passkey } = await addPasskey(service, owner);
    const stranger = await createUser(service);
    const { token: strangers } = await codeSignIn(service, stranger);
    const admin = (await adminSignIn(service, owner)).headers.get(tokenHeader) ?? '';

    expect((await service.call('passkeys', undefined)).body.code).toBe('session_invalid');
    expect((await service.call('passkeys', undefined, withSession('not-a-token'))).body.code).toBe(
      'session_invalid',
    );
    expect((await service.call('passkeys', undefined, withSession(admin))).body.code).toBe(
      'session_invalid',
    );
    const byAdmin = await service.call('removePasskey', { id: passkey.id }, withSession(admin));
    expect(byAdmin.body.code).toBe('session_invalid');
    const byStranger = await service.call(
      'removePasskey',
      { id: passkey.id },
      withSession(strangers),
    );
    expect(byStranger.body.code).toBe('not_found');
    const rename = await service.call(
      'renamePasskey',
      { id: passkey.id, name: 'Mine now' },
      withSession(strangers),
    );
    expect(rename.body.code).toBe('not_found');
    const held = await service.db
      .selectFrom('passkeys')
      .select('name')
      .where('credential_id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(held.name).toBe('Work phone');
  });

  it('keeps passkeys through a password reset, ends the open offer, and names them by SMS and e-mail', async () => {
    const user = await createUser(service);
    const { passkey } = await addPasskey(service, user, undefined, 'Work phone');
    service.clock.advance(60);
    await addPasskey(service, user, undefined, 'Tablet');
    const offered = await codeSignIn(service, user);
    const check = await service.call('forgotPasswordCheck', {
      username: user.username,
      role: user.role,
      flow: 'password',
      captchaResponse: captchaToken,
    });
    const flowHandle = check.body.payload.flowHandle;
    await service.call('otpForgotPasswordCheck', {
      username: user.username,
      flowHandle,
      role: user.role,
      preferredComm: 'mobile',
    });
    const otp = await service.latestCode(user.mobileNo);
    const reset = await service.call('resetPassword', {
      username: user.username,
      flowHandle,
      role: user.role,
      otp,
      password: 'Fresh#Pass22',
      verifyPassword: 'Fresh#Pass22',
      preferredComm: 'mobile',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.payload.passkeyHandle).toBeUndefined();
    // The offer made before the reset ended with every other grant of the user.
    const stale = await registrationOptions(service, user, offered.passkeyHandle);
    expect(stale.body).toMatchObject({ code: 'step_expired', payload: { flowHandle: 'ended' } });
    for (const to of [user.mobileNo, user.email]) {
      const [notice] = await service.outbox(to);
      expect(notice?.text).toContain('"Work phone", "Tablet"');
      expect(notice?.text).toContain('remove it');
    }
    const device = softAuthenticator(portalOrigin);
    const reply = await passkeySignIn(
      service,
      user.role,
      device.assert(passkey, await signInOptions(service, user.role)),
    );
    expect(reply.status).toBe(200);
  });
});
