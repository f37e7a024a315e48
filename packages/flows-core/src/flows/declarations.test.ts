import { describe, expect, it } from 'vitest';
import { fakeSuccess } from '../testing/fake-user-service-client.ts';
import { codeSentReply, createHarness, testGrant, validIdNumber } from '../testing/flow-harness.ts';
import { flowTexts } from '../texts/flow-texts.ts';
import {
  createForgotPasswordFlow,
  forgotPasswordSteps,
} from './forgot-password/create-forgot-password-flow.ts';
import {
  createForgotUsernameFlow,
  forgotUsernameSteps,
} from './forgot-username/create-forgot-username-flow.ts';
import { createIdLoginFlow, idLoginSteps } from './id-login/create-id-login-flow.ts';
import { adminLoginSteps, createAdminLoginFlow } from './login/create-admin-login-flow.ts';
import { createLoginFlow, loginSteps } from './login/create-login-flow.ts';
import {
  createRegisterCustomerFlow,
  customerRegistrationSteps,
} from './register-customer/create-register-customer-flow.ts';
import {
  createRegisterDealerFlow,
  dealerRegistrationSteps,
} from './register-dealer/create-register-dealer-flow.ts';
import {
  createRegisterDealerGroupFlow,
  dealerGroupRegistrationSteps,
} from './register-dealer-group/create-register-dealer-group-flow.ts';
import type { FlowDeps } from './shared/flow-types.ts';
import type { StepGraph } from './shared/steps.ts';

// Every flow's declaration, with the flow it declares: what the store, the portal's history and
// titles, and Storybook read of a flow is all here, so it is checked here once.
const declared: [string, StepGraph<string>, (deps: FlowDeps) => { getState(): object }][] = [
  ['sign-in', loginSteps, (deps) => createLoginFlow(deps, { type: 'customer' })],
  ['admin sign-in', adminLoginSteps, (deps) => createAdminLoginFlow(deps, { type: 'customer' })],
  ['ID sign-in', idLoginSteps, (deps) => createIdLoginFlow(deps, { type: 'customer' })],
  [
    'forgot username',
    forgotUsernameSteps,
    (deps) => createForgotUsernameFlow(deps, { type: 'customer' }),
  ],
  [
    'forgot password',
    forgotPasswordSteps,
    (deps) => createForgotPasswordFlow(deps, { type: 'customer' }),
  ],
  ['customer registration', customerRegistrationSteps, createRegisterCustomerFlow],
  ['dealer registration', dealerRegistrationSteps, createRegisterDealerFlow],
  ['dealer-group registration', dealerGroupRegistrationSteps, createRegisterDealerGroupFlow],
];

describe.each(declared)('the %s declaration', (_name, graph, create) => {
  it('starts at its one first step', () => {
    expect(graph.role[graph.first]).toBe('first');
    expect(graph.steps.filter((step) => graph.role[step] === 'first')).toEqual([graph.first]);
  });

  it('titles every step with a text flows-core has in English', () => {
    for (const step of graph.steps) {
      expect(Object.keys(flowTexts), step).toContain(graph.title[step]);
    }
  });

  it("names verbs that are the created flow's actions", () => {
    const state = create(createHarness().deps).getState() as Record<string, unknown>;
    for (const step of graph.steps) {
      const verb = graph.verb[step];
      if (verb !== undefined) expect(typeof state[verb], `${step}: ${verb}`).toBe('function');
    }
  });

  it('moves and goes back only to its own steps, and Back never from its first step', () => {
    const targets = graph.steps.flatMap((step) => [
      ...Object.values(graph.next[step] ?? {}),
      ...(graph.back[step] === null ? [] : [graph.back[step]]),
    ]);
    for (const target of targets) expect(graph.steps).toContain(target);
    expect(graph.back[graph.first]).toBeNull();
  });
});

describe('submit', () => {
  it("runs the current step's declared verb, and nothing where the step has none", async () => {
    const h = createHarness();
    h.api.answer(
      'forgotUsernameCheck',
      fakeSuccess('forgotUsernameCheck', { status: 'Success', payload: { flowHandle: testGrant } }),
    );
    h.api.answer('otpForgotUsernameCheck', (request) => codeSentReply(request.preferredComm));
    h.api.answer(
      'requestUsername',
      fakeSuccess('requestUsername', { status: 'Success', payload: { username: 'jdoe' } }),
    );
    const flow = createForgotUsernameFlow(h.deps, { type: 'customer' });
    // The first step's verb waits for the form: submit answers what it answers.
    expect(await flow.getState().submit()).toEqual({ ignored: 'incomplete' });
    flow.getState().setField('idNumber', validIdNumber);
    await flow.getState().submit();
    expect(flow.getState().step).toBe('channel');
    // The channel step's verb sends by the choice made (no channel: nothing is sent).
    expect(await flow.getState().submit()).toEqual({ ignored: 'incomplete' });
    flow.getState().setField('preferredComm', 'email');
    await flow.getState().submit();
    expect(flow.getState().step).toBe('code');
    await flow.getState().enterCode('123456');
    expect(flow.getState().step).toBe('done');
    expect(await flow.getState().submit()).toEqual({ ignored: 'wrong_step' });
  });
});
