import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../client/api-result.ts';
import type { KeyValueStorage } from '../../countdown/storage.ts';
import { fakeRejection, fakeSuccess } from '../../testing/fake-user-service-client.ts';
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

const refusal = (reason: 'ended' | 'unknown', message: string, httpStatus: number): ApiFailure =>
  fakeRejection(message, {
    httpStatus,
    body: { status: 'Failure', message, payload: { flowHandle: reason } },
  });

const resumedAt = (step: 1 | 2, resendAvailableInSeconds = 0) =>
  fakeSuccess('resumeFlow', {
    status: 'Success',
    payload: {
      flow: 'sign-in',
      step,
      username: 'jdoe',
      destinations: { mobile: '08*****123', email: 'j***@example.com' },
      ...(step === 2 ? { channel: 'mobile' as const } : {}),
      resendAvailableInSeconds,
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
  const toCodeStep = async () => {
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().submitCredentials();
    flow.getState().chooseChannel('mobile');
    await flow.getState().requestCode();
    await flow.getState().enterOtp('12345');
  };
  return { ...h, storage, flow, reload, toCodeStep };
}

describe('login flow handle', () => {
  it('keeps only the handle in storage, never the password or the code', async () => {
    const { flow, storage, toCodeStep } = setup();
    await toCodeStep();
    expect(flow.getState().flowHandle).toBe(handle);
    expect(storage.getItem(handleKey)).toBe(handle);
    const stored = JSON.stringify(storage.entries());
    expect(stored).not.toContain('Secret#123');
    expect(stored).not.toContain('12345');
    expect(stored).not.toContain('captcha-token');
  });

  it('sends the handle in place of the password once the service gave one', async () => {
    const { flow, api, toCodeStep } = setup();
    await toCodeStep();
    await flow.getState().enterOtp('123456');
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

  it('forgets the handle when the sign-in succeeds, so a reload starts at step 0', async () => {
    const { flow, storage, toCodeStep, redirects } = setup();
    await toCodeStep();
    await flow.getState().enterOtp('123456');
    expect(redirects).toHaveLength(1);
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('resumes step 2 after a reload with the username and the countdown at the second the service counts', async () => {
    const { api, storage, reload, clock } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt(2, 133));
    const flow = reload();
    await flow.getState().resume();
    expect(api.calls).toEqual([
      { name: 'resumeFlow', request: { flowHandle: handle, role: 'dealer' } },
    ]);
    expect(flow.getState()).toMatchObject({
      step: 2,
      status: 'awaitingCode',
      flowHandle: handle,
      resendRemaining: 133,
      values: { username: 'jdoe', password: '', preferredComm: 'mobile', otp: '' },
      destinations: { mobile: '08*****123' },
    });
    clock.advance(3_000);
    expect(flow.getState().resendRemaining).toBe(130);
  });

  it('resumes step 1 and sends the code with the handle alone', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt(1));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 1, status: 'idle', resendRemaining: 0 });
    flow.getState().chooseChannel('email');
    await flow.getState().requestCode();
    expect(api.calls.at(-1)?.request).toEqual({
      username: 'jdoe',
      flowHandle: handle,
      role: 'dealer',
      preferredComm: 'email',
    });
    expect(flow.getState().step).toBe(2);
  });

  it('stays on step 0 with what was typed when the person typed before the answer came', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    const answer = deferred<ReturnType<typeof resumedAt>>();
    api.answer('resumeFlow', () => answer.promise);
    const flow = reload();
    const resuming = flow.getState().resume();
    flow.getState().setField('username', 'someone');
    answer.resolve(resumedAt(2, 100));
    await resuming;
    expect(flow.getState()).toMatchObject({ step: 0, values: { username: 'someone' } });
  });

  it('asks once per flow, and not at all without a stored handle', async () => {
    const { api, storage, reload } = setup();
    const fresh = reload();
    await fresh.getState().resume();
    expect(api.calls).toEqual([]);
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', resumedAt(1));
    const flow = reload();
    await Promise.all([flow.getState().resume(), flow.getState().resume()]);
    expect(api.calls).toHaveLength(1);
  });

  it('drops an expired or unknown handle silently and starts at step 0', async () => {
    const { api, storage, reload, toasts } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', refusal('unknown', 'This step has expired. Please start again.', 400));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 0, status: 'idle', error: undefined });
    expect(storage.getItem(handleKey)).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('says so when the flow was finished in another tab, and starts at step 0', async () => {
    const { api, storage, reload, toasts } = setup();
    storage.setItem(handleKey, handle);
    const message = 'This was completed or started again in another tab or window.';
    api.answer('resumeFlow', refusal('ended', message, 409));
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 0, error: { message } });
    expect(toasts()).toEqual([expect.objectContaining({ severity: 'error', detail: message })]);
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('shows the network message on a failed resume and leaves step 0 usable', async () => {
    const { api, storage, reload } = setup();
    storage.setItem(handleKey, handle);
    api.answer('resumeFlow', { ok: false, kind: 'network', message: 'No connection.' });
    const flow = reload();
    await flow.getState().resume();
    expect(flow.getState()).toMatchObject({ step: 0, status: 'idle' });
    expect(flow.getState().error?.message).toBe('No connection.');
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().submitCredentials();
    expect(flow.getState().step).toBe(1);
  });

  it('starts over with the message when the code check finds the flow finished in another tab', async () => {
    const { flow, api, storage, toCodeStep } = setup();
    await toCodeStep();
    const message = 'This was completed or started again in another tab or window.';
    api.answer('validateAndLogin', refusal('ended', message, 409));
    await flow.getState().enterOtp('123456');
    // Starting over loads its code on demand (a rare path), so the state follows shortly.
    await vi.waitFor(() => expect(flow.getState().step).toBe(0));
    expect(flow.getState()).toMatchObject({
      step: 0,
      status: 'idle',
      flowHandle: undefined,
      error: { message },
      values: { username: 'jdoe', otp: '', captchaResponse: '' },
    });
    expect(storage.getItem(handleKey)).toBeNull();
  });

  it('forgets the handle when the person goes back to step 0', async () => {
    const { flow, storage } = setup();
    flow.getState().setField('username', 'jdoe');
    flow.getState().setField('password', 'Secret#123');
    flow.getState().resolveCaptcha('captcha-token');
    await flow.getState().submitCredentials();
    expect(storage.getItem(handleKey)).toBe(handle);
    flow.getState().back();
    expect(storage.getItem(handleKey)).toBeNull();
  });
});
