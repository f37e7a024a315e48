import type { ErrorCode } from '@forecourt/contract';
import type { Channel } from '@forecourt/validators';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiFailure,
  type ApiResult,
  type CodeState,
  type CompanyRegistrationStep,
  type CustomerRegistrationStep,
  createForgotPasswordFlow,
  createLoginFlow,
  createRegisterCustomerFlow,
  createRegisterDealerFlow,
  createUserServiceClient,
  defineSteps,
  type FlowDeps,
  type FlowError,
  type FlowErrorCode,
  type FlowStatus,
  type ForgotPasswordStep,
  isStepOf,
  type LoginFlow,
  type LoginStep,
  loginSteps,
  type PasskeyCeremonyCode,
  type ReadonlyStore,
  type StepGraph,
  type ToastInput,
} from './index.ts';
import { useFlow } from './react.ts';
import { replyCheck } from './reply-check.ts';
import { english } from './texts.ts';

describe('public API types', () => {
  it('types each client method by its contract endpoint', () => {
    const client = createUserServiceClient({
      baseURL: 'https://api.example.com',
      token: 't',
      translate: english,
      check: replyCheck,
    });
    expectTypeOf(client.loginCheck).parameter(0).toHaveProperty('captchaResponse');
    expectTypeOf(client.customerById).parameter(0).toEqualTypeOf<{
      id: string;
      captchaResponse: string;
    }>();
    expectTypeOf(client.requestUsername).returns.resolves.toEqualTypeOf<
      ApiResult<'requestUsername'>
    >();
    // @ts-expect-error unknown endpoints do not exist
    client.notAnEndpoint;
  });

  it("types a failed call by the contract's codes, plus what the client and the browser saw", () => {
    expectTypeOf<ApiFailure['code']>().toEqualTypeOf<
      ErrorCode | 'network' | 'timeout' | 'aborted' | PasskeyCeremonyCode
    >();
    expectTypeOf<PasskeyCeremonyCode>().toEqualTypeOf<
      'passkey_cancelled' | 'passkey_not_allowed' | 'passkey_unsupported'
    >();
  });

  it("narrows a call's failure to its endpoint's codes, and each code to what it carries", async () => {
    const client = createUserServiceClient({
      baseURL: 'https://api.example.com',
      token: 't',
      translate: english,
      check: () => import('./reply-check.ts').then((module) => module.replyCheck),
    });
    const result = await client.validateAndLogin({} as never);
    if (result.ok) return;
    switch (result.code) {
      case 'code_wrong':
        expectTypeOf(result.triesLeft).toEqualTypeOf<number>();
        break;
      case 'step_expired':
        expectTypeOf(result.flowHandle).toEqualTypeOf<'ended' | 'unknown'>();
        break;
      case 'rate_limited':
        expectTypeOf(result.retryAfterSeconds).toEqualTypeOf<number | undefined>();
        break;
      case 'code_used':
        // @ts-expect-error a used code carries nothing
        result.triesLeft;
        break;
      // @ts-expect-error a code check never answers credentials_invalid
      case 'credentials_invalid':
        break;
    }
    const lookup = await client.customerById({ id: '', captchaResponse: '' });
    // @ts-expect-error the lookup never answers code_wrong
    if (!lookup.ok && lookup.code === 'code_wrong') return;
  });

  it('hands out flows without setState, their steps by name', () => {
    const flow = createLoginFlow({} as FlowDeps, { type: 'dealer' });
    expectTypeOf(flow).toEqualTypeOf<LoginFlow>();
    expectTypeOf(flow).toMatchTypeOf<ReadonlyStore<ReturnType<LoginFlow['getState']>>>();
    expectTypeOf(flow).not.toHaveProperty('setState');
    expectTypeOf(flow.getState().status).toEqualTypeOf<FlowStatus>();
    expectTypeOf<FlowStatus>().toEqualTypeOf<'idle' | 'submitting' | 'done'>();
    expectTypeOf(flow.getState().step).toEqualTypeOf<LoginStep>();
    expectTypeOf<LoginStep>().toEqualTypeOf<'credentials' | 'channel' | 'code' | 'passkeyOffer'>();
    expectTypeOf(flow.getState().graph).toEqualTypeOf<StepGraph<LoginStep>>();
    expectTypeOf(loginSteps).toEqualTypeOf<StepGraph<LoginStep>>();
    expectTypeOf(flow.getState().chooseChannel).parameter(0).toEqualTypeOf<Channel | undefined>();
    expectTypeOf(flow.getState().resendCode).parameter(0).toEqualTypeOf<Channel>();
    // @ts-expect-error only form fields can be set
    flow.getState().setField('notAField', 'x');
    // @ts-expect-error the old verbs are gone
    flow.getState().submitCredentials;
  });

  it('names the steps of every flow', () => {
    expectTypeOf<ForgotPasswordStep>().toEqualTypeOf<'identifier' | 'channel' | 'reset' | 'done'>();
    expectTypeOf<CustomerRegistrationStep>().toEqualTypeOf<
      'lookup' | 'details' | 'code' | 'username'
    >();
    expectTypeOf<CompanyRegistrationStep>().toEqualTypeOf<
      'company' | 'account' | 'code' | 'username'
    >();
    expectTypeOf(
      createForgotPasswordFlow({} as FlowDeps, { type: 'dealer' }).getState().step,
    ).toEqualTypeOf<ForgotPasswordStep>();
    expectTypeOf(
      createRegisterCustomerFlow({} as FlowDeps).getState().step,
    ).toEqualTypeOf<CustomerRegistrationStep>();
    expectTypeOf(
      createRegisterDealerFlow({} as FlowDeps).getState().step,
    ).toEqualTypeOf<CompanyRegistrationStep>();
  });

  it('infers a graph from defineSteps, and narrows a value with isStepOf', () => {
    const graph = defineSteps({
      one: { role: 'first', next: { checked: 'two' } },
      two: { role: 'done', back: 'one' },
    });
    expectTypeOf(graph).toEqualTypeOf<StepGraph<'one' | 'two'>>();
    // @ts-expect-error Back names a step of the graph
    defineSteps({ one: { role: 'first' }, two: { role: 'done', back: 'three' } });
    // @ts-expect-error a move names a step of the graph
    defineSteps({ one: { role: 'first', next: { checked: 'three' } } });
    // @ts-expect-error a role is one the shared machinery knows
    defineSteps({ one: { role: 'start' } });
    const value: unknown = 'two';
    if (isStepOf(graph, value)) expectTypeOf(value).toEqualTypeOf<'one' | 'two'>();
  });

  it('computes the flags in the store, with the code step in its own state', () => {
    const state = createLoginFlow({} as FlowDeps, { type: 'dealer' }).getState();
    expectTypeOf(state.busy).toEqualTypeOf<boolean>();
    expectTypeOf(state.canSubmit).toEqualTypeOf<boolean>();
    expectTypeOf(state.canResend).toEqualTypeOf<boolean>();
    expectTypeOf(state.codeState).toEqualTypeOf<CodeState | undefined>();
    expectTypeOf<CodeState>().toEqualTypeOf<
      'sending' | 'sendFailed' | 'waiting' | 'wrong' | 'expired' | 'exhausted'
    >();
    expectTypeOf(state.resendInSeconds).toEqualTypeOf<number>();
    expectTypeOf(state.expiresInSeconds).toEqualTypeOf<number>();
    expectTypeOf(state.destination).toEqualTypeOf<string | undefined>();
    expectTypeOf(state.triesLeft).toEqualTypeOf<number | undefined>();
  });

  it('exposes the React binding with precise types', () => {
    const flow = createLoginFlow({} as FlowDeps, { type: 'dealer' });
    expectTypeOf(useFlow(flow, (s) => s.step)).toEqualTypeOf<LoginStep>();
    expectTypeOf(useFlow(flow, (s) => s.canSubmit)).toEqualTypeOf<boolean>();
  });

  it('types a failure by its code and field errors by the flow field names', () => {
    const state = createLoginFlow({} as FlowDeps, { type: 'dealer' }).getState();
    expectTypeOf(state.error).toEqualTypeOf<FlowError | undefined>();
    expectTypeOf<FlowError['code']>().toEqualTypeOf<FlowErrorCode>();
    expectTypeOf<FlowErrorCode>().toEqualTypeOf<
      ErrorCode | 'network' | 'timeout' | PasskeyCeremonyCode
    >();
    const error = state.error;
    switch (error?.code) {
      case 'code_wrong':
        expectTypeOf(error.triesLeft).toEqualTypeOf<number>();
        break;
      case 'rate_limited':
        expectTypeOf(error.retryAfterSeconds).toEqualTypeOf<number | undefined>();
        break;
      case 'registration_pending':
        expectTypeOf(error.retryAfterSeconds).toEqualTypeOf<number>();
        break;
      case 'invalid_input':
        expectTypeOf(error.fields).toEqualTypeOf<Record<string, string> | undefined>();
        break;
      case 'credentials_invalid':
        // @ts-expect-error only the codes that carry something have extras
        error.triesLeft;
        break;
      case 'step_expired':
        // @ts-expect-error the grants stay inside the flow
        error.flowHandle;
        break;
    }
    expectTypeOf(state.fieldErrors.username).toEqualTypeOf<string | undefined>();
    // @ts-expect-error a login flow has no idNumber field
    state.fieldErrors.idNumber;
  });

  it('lets a toast input omit its id and life', () => {
    expectTypeOf<{ severity: 'error'; summary: string }>().toMatchTypeOf<ToastInput>();
    expectTypeOf<ToastInput['life']>().toEqualTypeOf<number | undefined>();
  });
});
