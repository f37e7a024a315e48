import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../countdown/storage.ts';
import { fakeFailure, fakeSuccess } from '../../testing/fake-user-service-client.ts';
import { createHarness, deferred, sessionFor } from '../../testing/flow-harness.ts';
import { createLoginFlow } from './create-login-flow.ts';

const handle = 'q7Hc0aZ3-vN_8uXbT2kLmw';
const handleKey = 'forecourt.login.dealer.handle';

/** A storage whose whole content the test can read, like a tab's sessionStorage. */
function inspectableStorage(): KeyValueStorage & { entries(): [string, string][] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => [...map.entries()],
  };
}

const refusal = (reason: 'ended' | 'unknown', message: string, httpStatus: number) =>
  fakeFailure('step_expired', message, { httpStatus, flowHandle: reason });

const resumedAt = (
  step: 'channel' | 'code',
  resendAvailableInSeconds = 0,
  expiresInSeconds?: number,
) =>
  fakeSuccess('resumeFlow', {
    status: 'Success',
    payload: {
      flow: 'sign-in',
      step,
      username: 'jdoe',
      destinations: { mobile: '08*****123', email: 'j***@example.com' },
      ...(step === 'code' ? { channel: 'mobile' as const } : {}),
      resendAvailableInSeconds,
      ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }),
    },
  });

function setup() {
  const h = createHarness();
  const storage = inspectableStorage();
  const deps = { ...h.deps, storage };
  h.api.answer(
    'loginCheck',
    fakeSuccess('loginCheck', {
      status: 'Success',
      payload: { destinations: { mobile: '08*****123' }, flowHandle: handle },
    }),
  );
  h.api.answer('otpLoginCheck', (request) =>
    fakeSuccess('otpLoginCheck', {
      status: 'Success',
      payload: {
        channel: request.preferredComm,
        resendAvailableInSeconds: 180,
        expiresInSeconds: 300,
        flowHandle: handle,
      },
    }),
  );
  h.api.answer(
    'validateAndLogin',
    fakeSuccess('validateAndLogin', { status: 'Success' }, sessionFor('kid-42')),
  );
  /** A new flow on the same tab storage: what a reload creates. */
  const reload = () => createLoginFlow(deps, { type: 'dealer' });
  const flow = reload();
  const typeCredentials = () => {
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
  };
  const toCodeStep = async () => {
    typeCredentials();
    await flow.getState().signIn();
    await flow.getState().chooseChannel('mobile');
    await flow.getState().enterCode('12345');
  };
  return { ...h, storage, flow, reload, typeCredentials, toCodeStep };
}

describe('login flow grant', () => {
  it('keeps only the grant (and the resend deadline) in storage, never the password, the captcha or the code', async () => {
    const { flow, storage, toCodeStep } = setup();
    await toCodeStep();
    expect(flow.getState().flowHandle).toBe(handle);
    expect(storage.getItem(handleKey)).toBe(handle);
    expect(storage.entries().map(([key]) => key)).toEqual(
      expect.arrayContaining([handleKey, 'forecourt.login.dealer']),
    );
    const stored = JSON.stringify(storage.entries());
    expect(stored).not.toContain('Secret#123');
    expect(stored).not.toContain('12345');
    expect(stored).not.toContain('captcha-token');
    expect(stored).not.toContain('jdoe');
  });

  it('sends the grant in place of the password on every later step', async () => {
    const { flow, api, toCodeStep } = setup();
    await toCodeStep();
    await flow.getState().enterCode('123456');
    const later = api.calls.filter((call) => call.name !== 'loginCheck');
    expect(later.map((call) => call.request)).toEqual([
      { username: 'jdoe', flowHandle: handle, role: 'dealer', preferredComm: 'mobile' },
      {
        username: 'jdoe',
        flowHandle: handle,
        role: 'dealer',
        otp: '123456',
        preferredComm: 'mobile',
      },
    ]);
  });

  it('forgets the grant when the sign-in succeeds, so a reload starts at the credentials step', async () => {
    const { flow, storage, toCodeStep, redirects } = setup();
    await toCodeStep();
    await flow.getState().enterCode('123456');
    expect(redirects).toHaveLength(1);
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('resumes the code step after a reload with the username, the countdown at the second the service counts and the lifetime it gives', async () => {
    const { api, storage, reload, clock } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt('code', 133, 250));
    const flow = reload();
    await flow.getState().resume();
    expect(api.calls).toEqual([
      { name: 'resumeFlow', request: { flowHandle: handle, role: 'dealer' } },
    ]);
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      codeState: 'waiting',
      destination: '08*****123',
      flowHandle: handle,
      resendInSeconds: 133,
      expiresInSeconds: 250,
      canResend: false,
      values: { username: 'jdoe', password: '', preferredComm: 'mobile', otp: '' },
      destinations: { mobile: '08*****123' },
    });
    clock.advance(3_000);
    expect(flow.getState()).toMatchObject({ resendInSeconds: 130, expiresInSeconds: 247 });
  });

  it('resumes the code step without a lifetime when the service gives none', async () => {
    const { api, storage, reload, clock } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt('code', 10));
    const flow = reload();
    await flow.getState().resume();
    clock.advance(600_000);
    expect(flow.getState()).toMatchObject({
      codeState: 'waiting',
      expiresAt: undefined,
      canResend: true,
    });
  });

  it('resumes the channel step and sends the code with the grant, never a password', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt('channel'));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'channel',
      status: 'idle',
      codeState: undefined,
      resendInSeconds: 0,
      canSubmit: false,
    });
    await flow.getState().chooseChannel('email');
    expect(api.calls.at(-1)?.request).toEqual({
      username: 'jdoe',
      flowHandle: handle,
      role: 'dealer',
      preferredComm: 'email',
    });
    expect(flow.getState().step).toBe('code');
  });

  it('stays on the credentials step with what was typed when the person typed before the answer came', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    const answer = deferred<ReturnType<typeof resumedAt>>();
    api.answer('resumeFlow', () => answer.promise);
    const flow = reload();
    const resuming = flow.getState().resume();
    flow.getState().setField('username', 'someone');
    answer.resolve(resumedAt('code', 100));
    await resuming;
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      codeState: undefined,
      values: { username: 'someone' },
    });
  });

  it('does not resume once the person left the credentials step', async () => {
    const { api, storage, flow, typeCredentials } = setup();
    typeCredentials();
    await flow.getState().signIn();
    storage.setItem(handleKey, handle);
    await flow.getState().resume();
    expect(api.calls.map((call) => call.name)).toEqual(['loginCheck']);
    expect(flow.getState().step).toBe('channel');
  });

  it('asks once per flow, and not at all without a stored grant', async () => {
    const { api, storage, reload } = setup();
    const fresh = reload();
    await fresh.getState().resume();
    expect(api.calls).toEqual([]);
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt('channel'));
    const flow = reload();
    await Promise.all([flow.getState().resume(), flow.getState().resume()]);
    expect(api.calls).toHaveLength(1);
  });

  it('forgets a grant of another flow and stays on the credentials step', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    api.answer(
      'resumeFlow',
      fakeSuccess('resumeFlow', {
        status: 'Success',
        payload: { flow: 'registration', step: 'code', resendAvailableInSeconds: 0 },
      }),
    );
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState().step).toBe('credentials');
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('drops an expired or unknown grant silently and starts at the credentials step', async () => {
    const { api, storage, reload, toasts } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', refusal('unknown', 'This step has expired. Please start again.', 400));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      error: undefined,
    });
    expect(storage.getItem(handleKey)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('says so when the flow was finished in another tab, and starts at the credentials step', async () => {
    const { api, storage, reload, toasts } = setup();
    storage.setItem(handleKey, handle);
    const message = 'This was completed or started again in another tab or window.';
    api.answer('resumeFlow', refusal('ended', message, 409));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      error: { code: 'step_expired', message },
    });
    expect(toasts()).toEqual([expect.objectContaining({ severity: 'error', detail: message })]);
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('shows the network message on a failed resume, keeps the grant and leaves the credentials step usable', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', fakeFailure('network', 'No connection.'));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      error: { code: 'network', message: 'No connection.' },
    });
    expect(storage.getItem(handleKey)).toBe(handle);
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    expect(flow.getState().step).toBe('channel');
  });

  it('starts over with the message when the code check finds the flow finished in another tab', async () => {
    const { flow, api, storage, toCodeStep } = setup();
    await toCodeStep();
    const message = 'This was completed or started again in another tab or window.';
    api.answer('validateAndLogin', refusal('ended', message, 409));
    await flow.getState().enterCode('123456');
    // Starting over loads its code on demand (a rare path), so the state follows shortly.
    await vi.waitFor(() => expect(flow.getState().step).toBe('credentials'));
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      status: 'idle',
      flowHandle: undefined,
      codeState: undefined,
      error: { code: 'step_expired', message },
      values: { username: 'jdoe', otp: '', captchaResponse: '' },
    });
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('forgets the grant when the person goes back to the credentials step', async () => {
    const { flow, storage, typeCredentials } = setup();
    typeCredentials();
    await flow.getState().signIn();
    expect(storage.getItem(handleKey)).toBe(handle);
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: 'credentials', flowHandle: undefined });
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('keeps working when the storage throws (a privacy mode): it only cannot resume', async () => {
    const h = createHarness();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    h.api.answer(
      'loginCheck',
      fakeSuccess('loginCheck', { status: 'Success', payload: { flowHandle: handle } }),
    );
    const flow = createLoginFlow({ ...h.deps, storage: broken }, { type: 'dealer' });
    await flow.getState().resume();
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({ step: 'channel', flowHandle: handle });
    flow.getState().back();
    expect(flow.getState()).toMatchObject({ step: 'credentials', flowHandle: undefined });
    expect(h.api.calls.map((call) => call.name)).toEqual(['loginCheck']);
  });
});
