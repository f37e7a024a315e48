// The whole username sign-in through @forecourt/flows-core against the real user service,
// started in-process on an in-memory PGlite: real HTTP, real OTP, real signed token; no mocks.
// Here, below both in the arrows (docs/architecture.md), so that flows-core's published
// manifest names no private package, not even as a devDependency.

import {
  createInFlightCounter,
  createLoginFlow,
  createToastQueue,
  createUserServiceClient,
  type SessionConfig,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import { replyCheck } from '@forecourt/flows-core/reply-check';
import { createManualClock } from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';
import { demoLogins } from '@forecourt/user-service/src/db/seed.ts';
import {
  apiToken,
  captchaToken,
  startTestService,
  type TestService,
} from '@forecourt/user-service/src/testing/harness.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 60_000);
afterAll(() => service?.close());

const config: SessionConfig = {
  name: 'local',
  production: false,
  api: 'set in the test',
  envName: 'LOCAL',
  token: apiToken,
  home: 'http://localhost:5173',
  authUI: 'http://localhost:5173',
  dealerURL: 'http://localhost:4201',
  dealerGroupURL: 'http://localhost:4202',
  customerURL: 'http://localhost:4203',
  product: 'Forecourt',
};

describe('sign-in against the real user service', () => {
  it('signs the demo dealer in through check, code by e-mail and the 6th digit, then redirects to /home/{kid}', async () => {
    const dealer = demoLogins.find((login) => login.type === 'dealer');
    if (!dealer) throw new Error('the seed has no demo dealer');
    const inFlight = createInFlightCounter();
    const toasts = createToastQueue();
    const redirects: string[] = [];
    const flow = createLoginFlow(
      {
        api: createUserServiceClient({
          baseURL: service.url,
          token: apiToken,
          inFlight,
          translate: english,
          check: replyCheck,
        }),
        clock: createManualClock(),
        notify: toasts.getState().push,
        redirect: (url) => redirects.push(url),
        config: { ...config, api: service.url },
        translate: english,
        checks: formChecks,
      },
      { type: 'dealer' },
    );

    flow.getState().setField('username', dealer.username);
    flow.getState().setField('password', dealer.password);
    flow.getState().resolveCaptcha(captchaToken);
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({ step: 'channel', error: undefined });
    expect(flow.getState().destinations?.email).toBeTruthy();

    flow.getState().setField('preferredComm', 'email');
    await flow.getState().chooseChannel('email');
    expect(flow.getState()).toMatchObject({
      step: 'code',
      status: 'idle',
      codeState: 'waiting',
      resendInSeconds: 180,
      canResend: false,
    });
    expect(flow.getState().destination).toBeTruthy();
    expect(flow.getState().expiresInSeconds).toBeGreaterThan(0);

    await flow.getState().enterCode(await service.latestCode(dealer.email));
    expect(flow.getState().status).toBe('done');
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toMatch(/^http:\/\/localhost:4201\/home\/[A-Za-z0-9_-]+$/);
    expect(toasts.getState().toasts.map((t) => t.detail)).toEqual([
      'Otp Sent Successfully to your email',
      'Welcome to Forecourt DEALER Portal',
    ]);
    expect(inFlight.getState().count).toBe(0);
    flow.getState().dispose();
  }, 60_000);

  it('shows the service message and keeps the typed values when the password is wrong', async () => {
    const toasts = createToastQueue();
    const flow = createLoginFlow(
      {
        api: createUserServiceClient({
          baseURL: service.url,
          token: apiToken,
          translate: english,
          // The reply check as an app that loads it late passes it.
          check: () =>
            import('@forecourt/flows-core/reply-check').then((module) => module.replyCheck),
        }),
        clock: createManualClock(),
        notify: toasts.getState().push,
        redirect: () => {},
        config: { ...config, api: service.url },
        translate: english,
        checks: formChecks,
      },
      { type: 'dealer' },
    );
    flow.getState().setField('username', 'demodealer');
    flow.getState().setField('password', 'Wrong#Pass1');
    flow.getState().resolveCaptcha(captchaToken);
    await flow.getState().signIn();
    expect(flow.getState()).toMatchObject({
      step: 'credentials',
      error: { code: 'credentials_invalid' },
      values: { password: 'Wrong#Pass1' },
    });
    expect(toasts.getState().toasts[0]).toMatchObject({
      severity: 'error',
      summary: 'An error occurred',
    });
    expect(toasts.getState().toasts[0]?.detail).toBeTruthy();
  }, 60_000);
});
