import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../public/i18n/en.json';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { CodeFlow, CodeFlowState } from './flow-types.ts';
import { OtpStep } from './otp-step.tsx';

type Listener = (state: CodeFlowState, previous: CodeFlowState) => void;

/** A code step's flow whose actions only record what they were asked and move the status. */
function fakeCodeFlow() {
  const listeners = new Set<Listener>();
  const set = (patch: Partial<CodeFlowState>) => {
    const previous = state;
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state, previous);
  };
  let state: CodeFlowState = {
    step: 2,
    status: 'awaitingCode',
    values: { otp: '', preferredComm: 'mobile' },
    fieldErrors: {},
    resendAvailableAt: 180_000,
    resendRemaining: 180,
    chooseChannel: vi.fn(),
    enterOtp: vi.fn(async (code: string) => {
      set({ values: { ...state.values, otp: code } });
      if (code.length === 6) set({ status: 'submitting' });
    }),
    submitCode: vi.fn(async () => set({ status: 'submitting' })),
    resend: vi.fn(async () => set({ status: 'submitting' })),
  };
  const flow: CodeFlow = {
    getState: () => state,
    getInitialState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { flow, set: (patch: Partial<CodeFlowState>) => act(() => set(patch)) };
}

/** WebOTP stubbed as a test drives it: each request is recorded and settled by hand. */
function stubWebOtp() {
  const requests: { signal: AbortSignal; resolve(credential: unknown): void }[] = [];
  vi.stubGlobal('OTPCredential', class OTPCredential {});
  const get = vi.fn(
    (options: { otp: { transport: string[] }; signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        requests.push({ signal: options.signal, resolve });
        options.signal.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
      }),
  );
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return { requests, get };
}

const codeInput = () => screen.getByRole('textbox', { name: /Enter OTP/ });

function renderStep(flow: CodeFlow) {
  return render(
    <I18nProvider catalogue={english}>
      <OtpStep flow={flow} />
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('OtpStep with WebOTP', () => {
  it('asks for the SMS code, then fills and submits it once', async () => {
    const { requests, get } = stubWebOtp();
    const { flow } = fakeCodeFlow();
    renderStep(flow);
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    await act(async () => requests[0]?.resolve({ type: 'otp', code: '654321' }));
    expect(flow.getState().enterOtp).toHaveBeenCalledExactlyOnceWith('654321');
    expect(codeInput()).toHaveValue('654321');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the person types the code', async () => {
    const user = userEvent.setup();
    const { requests } = stubWebOtp();
    const { flow } = fakeCodeFlow();
    renderStep(flow);
    await user.type(codeInput(), '123456');
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('asks again after a resend', async () => {
    const { requests } = stubWebOtp();
    const { flow, set } = fakeCodeFlow();
    renderStep(flow);
    set({ status: 'submitting' });
    expect(requests[0]?.signal.aborted).toBe(true);
    set({ status: 'awaitingCode', resendAvailableAt: 400_000 });
    expect(requests).toHaveLength(2);
    await act(async () => requests[1]?.resolve({ code: '111222' }));
    expect(flow.getState().enterOtp).toHaveBeenCalledExactlyOnceWith('111222');
  });

  it('stops asking when the step goes away', () => {
    const { requests } = stubWebOtp();
    const { flow } = fakeCodeFlow();
    const { unmount } = renderStep(flow);
    unmount();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('leaves the code to the person on a browser without WebOTP', async () => {
    const user = userEvent.setup();
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const { flow } = fakeCodeFlow();
    renderStep(flow);
    await user.type(codeInput(), '12345');
    expect(get).not.toHaveBeenCalled();
    expect(codeInput()).toHaveValue('12345');
  });
});
