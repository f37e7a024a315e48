import type { SessionClaims } from '@forecourt/contract';
import type { PortalType } from '@forecourt/validators';
import { formChecks } from '../checks/form-checks.ts';
import type { Session } from '../client/api-result.ts';
import { createManualClock, type ManualClock } from '../clock/manual-clock.ts';
import type { SessionConfig } from '../config/config-schema.ts';
import { createMemoryStorage, type KeyValueStorage } from '../countdown/storage.ts';
import type { FlowDeps } from '../flows/shared/flow-types.ts';
import { english } from '../texts.ts';
import { createToastQueue } from '../toasts/toast.ts';
import {
  createFakeUserServiceClient,
  type FakeUserServiceClient,
} from './fake-user-service-client.ts';

/** A local environment, as the portal would resolve it. */
export const testConfig: SessionConfig = {
  name: 'local',
  production: false,
  api: 'http://localhost:8787',
  envName: 'LOCAL',
  token: 'env-token',
  home: 'http://localhost:5173',
  authUI: 'http://localhost:5173',
  dealerURL: 'http://localhost:4201',
  dealerGroupURL: 'http://localhost:4202',
  customerURL: 'http://localhost:4203',
  product: 'MQF',
};

/** Everything a flow test needs, with the fakes exposed for assertions. */
export interface Harness {
  deps: FlowDeps;
  api: FakeUserServiceClient;
  clock: ManualClock;
  storage: KeyValueStorage;
  toasts: () => { severity: string; summary: string; detail?: string }[];
  redirects: string[];
}

/** Fresh fakes for one test. */
export function createHarness(): Harness {
  const api = createFakeUserServiceClient();
  const clock = createManualClock();
  const storage = createMemoryStorage();
  const queue = createToastQueue();
  const redirects: string[] = [];
  return {
    api,
    clock,
    storage,
    redirects,
    toasts: () =>
      queue.getState().toasts.map(({ severity, summary, detail }) => ({
        severity,
        summary,
        ...(detail ? { detail } : {}),
      })),
    deps: {
      api,
      clock,
      storage,
      config: testConfig,
      notify: queue.getState().push,
      redirect: (url) => redirects.push(url),
      translate: english,
      checks: formChecks,
    },
  };
}

/** A signed-in session for `kid`. */
export function sessionFor(kid: string, type: PortalType = 'dealer'): Session {
  const claims: SessionClaims = {
    kid,
    type,
    role: type === 'dealer-group' ? 'dealergroup' : type,
    iat: 1,
    exp: 2,
    aud: 'forecourt',
  };
  return { token: 'header.payload.signature', claims };
}

/** A promise with its resolver outside, to hold a reply back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A valid South African ID number for tests. */
export const validIdNumber = '9001015800088';

/** The grant a fake first step hands out (22 base64url characters, as the service's). */
export const testGrant = 'G1rAnt-of-the-1st-step';

/** The success reply of a code send by `channel`. */
export function codeSentReply(channel: 'mobile' | 'email') {
  return {
    ok: true as const,
    reply: {
      status: 'Success',
      payload: {
        channel,
        resendAvailableInSeconds: 180,
        expiresInSeconds: 300,
        flowHandle: testGrant,
      },
    },
    message: '',
    httpStatus: 200,
  };
}
