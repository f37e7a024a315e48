import type { Channel } from '@forecourt/validators';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ApiResult,
  canResend,
  createLoginFlow,
  createUserServiceClient,
  type FlowDeps,
  type FlowError,
  type FlowErrorKind,
  type FlowStatus,
  type LoginFlow,
  type ReadonlyStore,
  type Toast,
  type ToastInput,
} from './index.ts';
import { useFlow } from './react.ts';

describe('public API types', () => {
  it('types each client method by its contract endpoint', () => {
    const client = createUserServiceClient({ baseURL: 'https://api.example.com', token: 't' });
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

  it('hands out flows without setState', () => {
    const flow = createLoginFlow({} as FlowDeps, { type: 'dealer' });
    expectTypeOf(flow).toEqualTypeOf<LoginFlow>();
    expectTypeOf(flow).toMatchTypeOf<ReadonlyStore<ReturnType<LoginFlow['getState']>>>();
    expectTypeOf(flow).not.toHaveProperty('setState');
    expectTypeOf(flow.getState().status).toEqualTypeOf<FlowStatus>();
    expectTypeOf(flow.getState().step).toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf(flow.getState().chooseChannel).parameter(0).toEqualTypeOf<Channel>();
    // @ts-expect-error only form fields can be set
    flow.getState().setField('notAField', 'x');
  });

  it('exposes selectors and the React binding with precise types', () => {
    expectTypeOf(canResend).returns.toEqualTypeOf<boolean>();
    const flow = createLoginFlow({} as FlowDeps, { type: 'dealer' });
    expectTypeOf(useFlow(flow, (s) => s.step)).toEqualTypeOf<0 | 1 | 2>();
  });

  it('types a failure by its kind and field errors by the flow field names', () => {
    const state = createLoginFlow({} as FlowDeps, { type: 'dealer' }).getState();
    expectTypeOf(state.error).toEqualTypeOf<FlowError | undefined>();
    expectTypeOf<FlowError['kind']>().toEqualTypeOf<FlowErrorKind>();
    expectTypeOf<Extract<FlowError, { kind: 'rateLimited' }>['retryAfterSeconds']>().toEqualTypeOf<
      number | undefined
    >();
    expectTypeOf(state.fieldErrors.username).toEqualTypeOf<string | undefined>();
    // @ts-expect-error a login flow has no idNumber field
    state.fieldErrors.idNumber;
  });

  it('lets a toast input omit its id and life', () => {
    expectTypeOf<{ severity: 'error'; summary: string }>().toMatchTypeOf<ToastInput>();
    expectTypeOf<Toast['life']>().toEqualTypeOf<number>();
  });
});
