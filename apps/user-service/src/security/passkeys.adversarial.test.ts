import { tokenHeader } from '@forecourt/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replies } from '../messages.ts';
import { softAuthenticator } from '../testing/authenticator.ts';
import { type Reply, startTestService, type TestService } from '../testing/harness.ts';
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
import { createUser, type TestUser } from '../testing/test-users.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const device = softAuthenticator(portalOrigin);

function expectRefused(reply: Reply) {
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ code: 'passkey_refused', message: replies.passkeyRefused });
  expect(reply.headers.get(tokenHeader)).toBeNull();
}

/** A user of `type` holding one passkey of `authenticator`. */
async function holder(type: TestUser['type'] = 'dealer', authenticator = device) {
  const user = await createUser(service, type);
  const { passkey, token } = await addPasskey(service, user, authenticator);
  return { user, passkey, token };
}

describe('passkey sign-in under attack', () => {
  it('refuses a replayed assertion: its challenge was used by the first', async () => {
    const { user, passkey } = await holder();
    const assertion = device.assert(passkey, await signInOptions(service, user.role));
    expect((await passkeySignIn(service, user.role, assertion)).status).toBe(200);
    expectRefused(await passkeySignIn(service, user.role, assertion));
  });

  it('refuses a challenge the service never issued, and one that expired', async () => {
    const { user, passkey } = await holder();
    const options = await signInOptions(service, user.role);
    const forged = { ...options, challenge: Buffer.alloc(32, 7).toString('base64url') };
    expectRefused(await passkeySignIn(service, user.role, device.assert(passkey, forged)));
    service.clock.advance(service.config.rules.passkeyAuthenticationSeconds + 1);
    expectRefused(await passkeySignIn(service, user.role, device.assert(passkey, options)));
  });

  it('refuses an assertion made on another origin (a phishing page)', async () => {
    const { user, passkey } = await holder();
    for (const origin of ['https://forecourt-login.example', 'http://127.0.0.1:5173']) {
      const options = await signInOptions(service, user.role);
      expectRefused(
        await passkeySignIn(service, user.role, device.assert(passkey, options, { origin })),
      );
    }
  });

  // One part of an otherwise genuine assertion changed each time.
  it.each([
    ['for another RP ID', { rpId: 'evil.example' }],
    ['without user verification (presence alone is not enough)', { userVerified: false }],
    ['of the wrong ceremony type (a registration response)', { type: 'webauthn.create' }],
  ] as const)('refuses an assertion %s', async (_, tampered) => {
    const { user, passkey } = await holder();
    const options = await signInOptions(service, user.role);
    const reply = await passkeySignIn(
      service,
      user.role,
      device.assert(passkey, options, tampered),
    );
    expectRefused(reply);
  });

  it('refuses another user’s credential: a stranger’s key, or a stranger’s user handle', async () => {
    const victim = await holder();
    const intruder = await holder();
    // The victim's credential ID, signed with the intruder's key.
    const options = await signInOptions(service, victim.user.role);
    const signedByIntruder = device.assert(
      { ...intruder.passkey, id: victim.passkey.id, userHandle: victim.passkey.userHandle },
      options,
    );
    expectRefused(await passkeySignIn(service, victim.user.role, signedByIntruder));
    // The intruder's own passkey, claiming the victim's user handle.
    const claimed = device.assert(
      { ...intruder.passkey, userHandle: victim.passkey.userHandle },
      await signInOptions(service, victim.user.role),
    );
    expectRefused(await passkeySignIn(service, victim.user.role, claimed));
  });

  it('refuses a passkey its owner removed', async () => {
    const { user, passkey, token } = await holder();
    const removed = await service.call('removePasskey', { id: passkey.id }, withSession(token));
    expect(removed.status).toBe(200);
    const options = await signInOptions(service, user.role);
    expectRefused(await passkeySignIn(service, user.role, device.assert(passkey, options)));
  });

  it('refuses a counter that goes back or stands still, and records it as a possible clone', async () => {
    const counting = softAuthenticator(portalOrigin, { synced: false });
    const { user, passkey } = await holder('dealer', counting);
    const at = (counter: number) =>
      signInOptions(service, user.role).then((options) =>
        passkeySignIn(service, user.role, counting.assert(passkey, options, { counter })),
      );
    expect((await at(5)).status).toBe(200);
    expectRefused(await at(3));
    expectRefused(await at(5));
    expectRefused(await at(0));
    expect((await at(6)).status).toBe(200);
    const clones = await service.db
      .selectFrom('audit_log')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'passkey.sign-in.counter')
      .execute();
    expect(clones).toHaveLength(3);
  });

  it('refuses a passkey of another portal type with its own code, and a challenge of another', async () => {
    const { user, passkey } = await holder('dealer');
    const onCustomerPage = await passkeySignIn(
      service,
      'customer',
      device.assert(passkey, await signInOptions(service, 'customer')),
    );
    expect(onCustomerPage.status).toBe(403);
    expect(onCustomerPage.body).toMatchObject({
      code: 'passkey_wrong_portal',
      message: replies.passkeyWrongPortal,
    });
    expect(onCustomerPage.headers.get(tokenHeader)).toBeNull();
    // A challenge the dealer page asked for does not serve the customer page.
    const dealerOptions = await signInOptions(service, user.role);
    expectRefused(await passkeySignIn(service, 'customer', device.assert(passkey, dealerOptions)));
  });

  it('never signs in as an admin: no admin field is taken, and no token carries admin', async () => {
    const { user, passkey } = await holder();
    const options = await signInOptions(service, user.role);
    const smuggled = await service.call('passkeySignIn', {
      role: user.role,
      credential: device.assert(passkey, options),
      adminUsername: 'dealeradmin',
    });
    expect(smuggled.status).toBe(400);
    expect(smuggled.body.code).toBe('invalid_input');
    const reply = await passkeySignIn(
      service,
      user.role,
      device.assert(passkey, await signInOptions(service, user.role)),
    );
    expect(reply.status).toBe(200);
    const claims = decodeJwt(reply.headers.get(tokenHeader) ?? '');
    expect(claims.admin).toBeUndefined();
    expect(claims.impersonatedBy).toBeUndefined();
    expect(reply.body.payload.admin).toBeUndefined();
  });

  it('lets exactly one of two parallel assertions on one challenge sign in', async () => {
    const first = await holder();
    const second = await holder();
    const options = await signInOptions(service, first.user.role);
    const replies = await Promise.all([
      passkeySignIn(service, first.user.role, device.assert(first.passkey, options)),
      passkeySignIn(service, second.user.role, device.assert(second.passkey, options)),
      passkeySignIn(service, first.user.role, device.assert(first.passkey, options)),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401, 401]);
  });

  it('counts refused assertions per client, as wrong codes are, and then answers 429', async () => {
    const limited = await startTestService({
      rules: { codeFailuresPerClient: { limit: 3, windowSeconds: 600 } },
    });
    try {
      const user = await createUser(limited);
      const { passkey } = await addPasskey(limited, user);
      const options = await signInOptions(limited, user.role);
      const wrong = device.assert(passkey, options, { origin: 'https://evil.example' });
      for (let i = 0; i < 3; i += 1) {
        expect((await passkeySignIn(limited, user.role, wrong)).status).toBe(401);
      }
      const blocked = await passkeySignIn(
        limited,
        user.role,
        device.assert(passkey, await signInOptions(limited, user.role)),
      );
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('passkey registration under attack', () => {
  it('refuses registration without a fresh code sign-in', async () => {
    const user = await createUser(service);
    const noGrant = await service.call('passkeyRegistrationOptions', { role: user.role });
    expect(noGrant.body.code).toBe('invalid_input');
    const forged = await registrationOptions(service, user, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.body).toMatchObject({ code: 'step_expired', payload: { flowHandle: 'unknown' } });
    // The sign-in's own flow handle is not the passkey grant.
    await codeSignIn(service, user);
    const signInGrant = await registrationOptions(service, user, user.handle ?? '');
    expect(signInGrant.body.code).toBe('step_expired');
    // The grant lives a few minutes, for the offer right after the sign-in.
    const { passkeyHandle } = await codeSignIn(service, user);
    service.clock.advance(service.config.rules.passkeyGrantSeconds + 1);
    expect((await registrationOptions(service, user, passkeyHandle)).body.code).toBe(
      'step_expired',
    );
    // An admin's session, or a session token in place of the grant, earns nothing.
    const admin = await adminSignIn(service, user);
    const token = admin.headers.get(tokenHeader) ?? '';
    const withToken = await registrationOptions(service, user, token);
    expect(withToken.body.code).toBe('invalid_input');
    expect(
      await service.db
        .selectFrom('passkey_challenges')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
  });

  it('ends the grant with the passkey it added: one passkey per offer', async () => {
    const user = await createUser(service);
    const { passkeyHandle } = await codeSignIn(service, user);
    const options = await registrationOptions(service, user, passkeyHandle);
    const { credential } = device.register(options.body.payload.options);
    const body = { role: user.role, passkeyHandle, credential };
    expect((await service.call('passkeyRegistration', body)).status).toBe(200);
    const again = await registrationOptions(service, user, passkeyHandle);
    expect(again.body).toMatchObject({ code: 'step_expired', payload: { flowHandle: 'ended' } });
  });

  it('refuses a replayed registration, another origin, another RP ID and no user verification', async () => {
    const user = await createUser(service);
    const attempt = async (overrides: Parameters<typeof device.register>[1]) => {
      const { passkeyHandle } = await codeSignIn(service, user);
      const options = await registrationOptions(service, user, passkeyHandle);
      const { credential } = device.register(options.body.payload.options, overrides);
      return { passkeyHandle, credential };
    };
    for (const overrides of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { type: 'webauthn.get' },
    ]) {
      const { passkeyHandle, credential } = await attempt(overrides);
      const reply = await service.call('passkeyRegistration', {
        role: user.role,
        passkeyHandle,
        credential,
      });
      expectRefused(reply);
    }
    // The right registration, sent twice: the copy finds its grant ended.
    const { passkeyHandle, credential } = await attempt({});
    const body = { role: user.role, passkeyHandle, credential };
    expect((await service.call('passkeyRegistration', body)).status).toBe(200);
    expect((await service.call('passkeyRegistration', body)).body.code).toBe('step_expired');
    // On a new grant, the used challenge is still refused.
    const fresh = await codeSignIn(service, user);
    const replay = await service.call('passkeyRegistration', {
      ...body,
      passkeyHandle: fresh.passkeyHandle,
    });
    expectRefused(replay);
  });

  it('refuses a challenge issued to another user, and a credential another user holds', async () => {
    const victim = await createUser(service);
    const intruder = await createUser(service);
    const victimGrant = await codeSignIn(service, victim);
    const victimOptions = await registrationOptions(service, victim, victimGrant.passkeyHandle);
    const intruderGrant = await codeSignIn(service, intruder);
    // The victim's challenge answered on the intruder's grant.
    const { credential } = device.register(victimOptions.body.payload.options);
    const stolen = await service.call('passkeyRegistration', {
      role: intruder.role,
      passkeyHandle: intruderGrant.passkeyHandle,
      credential,
    });
    expectRefused(stolen);
    // The victim's credential ID registered again by the intruder, named in the body only or
    // attested with the intruder's key: it stays the victim's.
    const { passkey } = await addPasskey(service, victim);
    for (const attested of [false, true]) {
      const { passkeyHandle } = await codeSignIn(service, intruder);
      const options = await registrationOptions(service, intruder, passkeyHandle);
      const overrides = attested ? { credentialId: passkey.id } : {};
      const copy = device.register(options.body.payload.options, overrides);
      const takeover = await service.call('passkeyRegistration', {
        role: intruder.role,
        passkeyHandle,
        credential: { ...copy.credential, id: passkey.id, rawId: passkey.id },
      });
      expectRefused(takeover);
    }
    const owner = await service.db
      .selectFrom('passkeys')
      .select('user_id')
      .where('credential_id', '=', passkey.id)
      .executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(victim.id);
  });

  it('lets exactly one of two parallel registrations on one challenge add a passkey', async () => {
    const user = await createUser(service);
    const { passkeyHandle } = await codeSignIn(service, user);
    const options = (await registrationOptions(service, user, passkeyHandle)).body.payload.options;
    const bodies = [device.register(options), device.register(options)].map(({ credential }) => ({
      role: user.role,
      passkeyHandle,
      credential,
    }));
    const replies = await Promise.all(
      bodies.map((body) => service.call('passkeyRegistration', body)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const held = await service.db
      .selectFrom('passkeys')
      .select('credential_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('adds one passkey per offer, even when registrations on two challenges of it race', async () => {
    const user = await createUser(service);
    const { passkeyHandle } = await codeSignIn(service, user);
    const bodies = await Promise.all(
      [0, 1].map(async () => {
        const options = await registrationOptions(service, user, passkeyHandle);
        const { credential } = device.register(options.body.payload.options);
        return { role: user.role, passkeyHandle, credential };
      }),
    );
    const replies = await Promise.all(
      bodies.map((body) => service.call('passkeyRegistration', body)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.body.code).toBe('step_expired');
    const held = await service.db
      .selectFrom('passkeys')
      .select('credential_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('refuses an eleventh passkey', async () => {
    const user = await createUser(service);
    const rows = Array.from({ length: service.config.rules.passkeysPerUser }, (_, i) => ({
      credential_id: `${user.id}-${i}`,
      user_id: user.id,
      public_key: 'AA',
      counter: 0,
      transports: '',
      backup_eligible: true,
      backed_up: true,
      name: `Passkey ${i + 1}`,
      created_at: service.clock.now(),
      last_used_at: null,
    }));
    await service.db.insertInto('passkeys').values(rows).execute();
    const { passkeyHandle } = await codeSignIn(service, user);
    const reply = await registrationOptions(service, user, passkeyHandle);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'passkey_limit', message: replies.passkeyLimit });
  });
});
