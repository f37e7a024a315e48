import {
  createLoginFlow,
  createMemoryStorage,
  createToastQueue,
  defineSteps,
  type KeyValueStorage,
  type LoginFlow,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import {
  createFakeUserServiceClient,
  createManualClock,
  type FakeUserServiceClient,
} from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';
import { RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { StrictMode, Suspense, use, useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stepSearch } from '../routing/step-search.ts';
import { testRouter, testSession } from '../test/test-boot.ts';
import { useResume } from './use-resume.ts';
import { isBehind, stepsOnward, useStepHistory } from './use-step-history.ts';

const handle = 'q7Hc0aZ3-vN_8uXbT2kLmw';

function loginFlow(api: FakeUserServiceClient, storage: KeyValueStorage = createMemoryStorage()) {
  return createLoginFlow(
    {
      api,
      clock: createManualClock(),
      storage,
      notify: createToastQueue().getState().push,
      redirect: () => {},
      config: testSession,
      translate: english,
      checks: formChecks,
    },
    { type: 'customer' },
  );
}

type StepHistory = ReturnType<typeof useStepHistory>;

/**
 * The flow whose step history `Steps` keeps, and where it hands the history; `typedEarly`, a
 * username typed before the takeover, which the takeover's commit hands to the flow.
 */
const mounted: { flow?: LoginFlow; history?: StepHistory; typedEarly?: string } = {};

function Steps() {
  const flow = mounted.flow as LoginFlow;
  // As the takeover's commit hands the flow what was typed before it: once, on mount.
  useLayoutEffect(() => {
    if (mounted.typedEarly) mounted.flow?.getState().setField('username', mounted.typedEarly);
  }, []);
  const resumed = useResume(flow);
  return (
    <Suspense fallback={null}>
      <History flow={flow} resumed={resumed} />
    </Suspense>
  );
}

/** The step history once the resume has settled, as StepNav keeps it. */
function History({ flow, resumed }: { flow: LoginFlow; resumed: Promise<void> }) {
  use(resumed);
  mounted.history = useStepHistory(flow);
  return null;
}

/** A flow at an ending (a recovered username): Back cannot leave it. */
const ending = {
  step: 'done' as const,
  graph: defineSteps({ idNumber: { role: 'first' }, done: { role: 'done' } }),
  back: () => {},
};
const endedFlow = {
  getState: () => ending,
  getInitialState: () => ending,
  subscribe: () => () => {},
};

function Ending() {
  useStepHistory(endedFlow);
  return null;
}

/** Renders the flow's step history on /login/customer at `url`; returns the router. */
async function mount(flow: LoginFlow, url = '/login/customer', typedEarly?: string) {
  mounted.flow = flow;
  mounted.typedEarly = typedEarly;
  const history = () => mounted.history as StepHistory;
  const router = await testRouter('/login/customer', url, Steps);
  await act(async () => {
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  const step = () => new URLSearchParams(router.state.location.searchStr).get('step');
  return { router, step, history };
}

/** A flow at the channel step with a grant: the service accepted the credentials. */
async function atChannel() {
  const api = createFakeUserServiceClient();
  api.answer('loginCheck', {
    ok: true,
    httpStatus: 200,
    message: '',
    reply: {
      status: 'Success',
      payload: { flowHandle: handle, destinations: { mobile: '08*****567' } },
    },
  });
  api.answer('otpLoginCheck', {
    ok: true,
    httpStatus: 200,
    message: '',
    reply: {
      status: 'Success',
      payload: {
        channel: 'mobile',
        destination: '08*****567',
        resendAvailableInSeconds: 180,
        expiresInSeconds: 300,
        flowHandle: handle,
      },
    },
  });
  const flow = loginFlow(api);
  const state = flow.getState();
  state.setField('username', 'thabo');
  state.setField('password', 'Forecourt#2025');
  state.resolveCaptcha('token');
  return { flow, api };
}

describe('useStepHistory (GUIDE-1)', () => {
  it('resumes the flow from its stored handle once mounted, asking the service once under StrictMode', async () => {
    const storage = createMemoryStorage();
    storage.setItem('forecourt.login.customer.handle', handle);
    const api = createFakeUserServiceClient({
      resumeFlow: {
        ok: true,
        httpStatus: 200,
        message: '',
        reply: {
          status: 'Success',
          payload: {
            flow: 'sign-in',
            step: 'channel',
            username: 'thabo',
            resendAvailableInSeconds: 0,
          },
        },
      },
    });
    const flow = loginFlow(api, storage);
    const { step } = await mount(flow, '/login/customer?step=channel');
    expect(api.calls).toEqual([
      { name: 'resumeFlow', request: { flowHandle: handle, role: 'customer' } },
    ]);
    // The answer is applied by code loaded on demand, so the step follows shortly.
    await vi.waitFor(() => expect(flow.getState().step).toBe('channel'));
    expect(flow.getState().values.username).toBe('thabo');
    expect(step()).toBe('channel');
  });

  it('does not resume over a username typed before the takeover, and shows the first step', async () => {
    const storage = createMemoryStorage();
    storage.setItem('forecourt.login.customer.handle', handle);
    const api = createFakeUserServiceClient();
    const flow = loginFlow(api, storage);
    const { step } = await mount(flow, '/login/customer?step=channel', 'someone');
    await vi.waitFor(() => expect(step()).toBeNull());
    expect(api.calls).toEqual([]);
    expect(flow.getState().step).toBe('credentials');
    expect(flow.getState().values.username).toBe('someone');
  });

  it('lands a link to a later step with nothing to resume on the first step', async () => {
    const flow = loginFlow(createFakeUserServiceClient());
    const { step } = await mount(flow, '/login/customer?step=code');
    await vi.waitFor(() => expect(step()).toBeNull());
    expect(flow.getState().step).toBe('credentials');
  });

  it('pushes each step the flow moves on to, and Back and Forward move the flow', async () => {
    const { flow } = await atChannel();
    const { router, step } = await mount(flow);
    await act(() => flow.getState().signIn());
    await vi.waitFor(() => expect(step()).toBe('channel'));
    await act(() => flow.getState().chooseChannel('mobile'));
    await vi.waitFor(() => expect(step()).toBe('code'));
    // Back: the channel step, with the code still out.
    await act(async () => router.history.back());
    await vi.waitFor(() => expect(flow.getState().step).toBe('channel'));
    expect(flow.getState().codeState).toBe('waiting');
    // Forward: the code step again, nothing sent.
    const sends = flow.getState().resendAvailableAt;
    await act(async () => router.history.forward());
    await vi.waitFor(() => expect(flow.getState().step).toBe('code'));
    expect(flow.getState().resendAvailableAt).toBe(sends);
    // Back twice: the first step (its grant forgotten), the address without a step.
    await act(async () => router.history.go(-2));
    await vi.waitFor(() => expect(flow.getState().step).toBe('credentials'));
    expect(step()).toBeNull();
    expect(flow.getState().flowHandle).toBeUndefined();
  });

  // The step history loads with the later steps: a person quick enough reaches the code step
  // before it is watching, and still finds each step behind them with Back.
  it('pushes every step the flow passed before the history was mounted', async () => {
    const { flow } = await atChannel();
    await flow.getState().signIn();
    await flow.getState().chooseChannel('mobile');
    const { router, step } = await mount(flow);
    await vi.waitFor(() => expect(step()).toBe('code'));
    await act(async () => router.history.back());
    await vi.waitFor(() => expect(flow.getState().step).toBe('channel'));
    expect(step()).toBe('channel');
    await act(async () => router.history.back());
    await vi.waitFor(() => expect(flow.getState().step).toBe('credentials'));
    expect(step()).toBeNull();
  });

  // A link out of a later step (a recovered username's 'Back to Login', RECOVER-USERNAME-7) keeps
  // its address and what its entry carries: the page being left does not rewrite them.
  it("leaves another page's address and state alone while the page is being left", async () => {
    // A route whose page stays mounted across the move, as the page being left does until the
    // next one has loaded.
    const router = await testRouter('/forgot-username/$type', '/forgot-username/dealer', Ending);
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    await vi.waitFor(() => expect(router.history.location.search).toBe('?step=done'));
    await act(async () => router.history.push('/forgot-username/customer', { username: 'thabo' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.history.location.pathname).toBe('/forgot-username/customer');
    expect(router.history.location.search).toBe('');
    expect(router.history.location.state).toMatchObject({ username: 'thabo' });
  });

  it('replaces a Forward the flow cannot follow with the step it is at', async () => {
    const { flow } = await atChannel();
    const { router, step } = await mount(flow);
    await act(() => flow.getState().signIn());
    await vi.waitFor(() => expect(step()).toBe('channel'));
    await act(async () => router.history.back());
    await vi.waitFor(() => expect(flow.getState().step).toBe('credentials'));
    // The grant went with Back to the first step: Forward cannot show the channel step.
    await act(async () => router.history.forward());
    await vi.waitFor(() => expect(step()).toBeNull());
    expect(flow.getState().step).toBe('credentials');
  });

  it("goes Back along the history from the Back link, and to the first step from 'Change username'", async () => {
    const { flow } = await atChannel();
    const { step, history } = await mount(flow);
    await act(() => flow.getState().signIn());
    await act(() => flow.getState().chooseChannel('mobile'));
    await vi.waitFor(() => expect(step()).toBe('code'));
    await act(async () => history().back());
    await vi.waitFor(() => expect(flow.getState().step).toBe('channel'));
    expect(step()).toBe('channel');
    await act(async () => history().restart());
    await vi.waitFor(() => expect(step()).toBeNull());
    expect(flow.getState()).toMatchObject({ step: 'credentials', values: { username: 'thabo' } });
  });
});

describe('the step search parameter', () => {
  it('keeps a step name and drops anything else', () => {
    expect(stepSearch({ step: 'code' })).toEqual({ step: 'code' });
    expect(stepSearch({ step: '' })).toEqual({});
    expect(stepSearch({ step: 3 })).toEqual({});
    expect(stepSearch({})).toEqual({});
  });

  it('knows which steps lie behind which, and the steps between', () => {
    const steps = defineSteps({
      first: { role: 'first' },
      second: { role: 'channel', back: 'first' },
      third: { role: 'code', back: 'second' },
      side: { role: 'username', back: 'second' },
    });
    expect(isBehind(steps, 'first', 'third')).toBe(true);
    expect(isBehind(steps, 'second', 'side')).toBe(true);
    expect(isBehind(steps, 'third', 'first')).toBe(false);
    expect(isBehind(steps, 'side', 'third')).toBe(false);
    expect(isBehind(steps, 'third', 'third')).toBe(false);
    // And the steps going on from one to the other, the later one last.
    expect(stepsOnward(steps, 'first', 'third')).toEqual(['second', 'third']);
    expect(stepsOnward(steps, 'second', 'side')).toEqual(['side']);
    expect(stepsOnward(steps, 'side', 'third')).toBeUndefined();
  });
});
