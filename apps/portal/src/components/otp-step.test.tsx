import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../public/i18n/en.json';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { CodeFlow, CodeFlowState } from './flow-types.ts';
import { OtpStep } from './otp-step.tsx';

type Listener = (state: CodeFlowState, previous: CodeFlowState) => void;

/** A code step's flow whose verbs only record what they were asked and mark it busy. */
function fakeCodeFlow() {
  const listeners = new Set<Listener>();
  const set = (patch: Partial<CodeFlowState>) => {
    const previous = state;
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state, previous);
  };
  let state: CodeFlowState = {
    values: { otp: '', preferredComm: 'mobile' },
    busy: false,
    canSubmit: false,
    waitingFor: 'otp',
    fieldErrors: {},
    codeState: 'waiting',
    destination: '08*****567',
    reusedCode: false,
    askedChannel: undefined,
    resendInSeconds: 180,
    expiresInSeconds: 300,
    expiresAt: 300_000,
    canResend: false,
    triesLeft: undefined,
    resendAvailableAt: 180_000,
    enterCode: vi.fn(async (code: string) => {
      set({ values: { ...state.values, otp: code } });
      if (code.length < 6) return { ignored: 'incomplete' as const };
      set({ busy: true });
      return { ignored: false as const };
    }),
    submitCode: vi.fn(async () => {
      set({ busy: true });
      return { ignored: false as const };
    }),
    // The step's button runs the flow's submit: on the code step, its verb submitCode.
    submit: vi.fn(async () => state.submitCode()),
    resendCode: vi.fn(async () => {
      set({ busy: true });
      return { ignored: false as const };
    }),
    reset: vi.fn(),
    setField: vi.fn(),
    forward: vi.fn(() => ({ ignored: false as const })),
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

const codeInput = () => screen.getByRole('textbox', { name: /6-digit code/ });

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
    expect(flow.getState().enterCode).toHaveBeenCalledExactlyOnceWith('654321');
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
    set({ busy: true });
    expect(requests[0]?.signal.aborted).toBe(true);
    set({ busy: false, resendAvailableAt: 400_000 });
    expect(requests).toHaveLength(2);
    await act(async () => requests[1]?.resolve({ code: '111222' }));
    expect(flow.getState().enterCode).toHaveBeenCalledExactlyOnceWith('111222');
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

describe('OtpStep when no tries are left', () => {
  it('offers only to start again, which resets the flow', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'credentials', {
      value: { get: vi.fn() },
      configurable: true,
    });
    const { flow, set } = fakeCodeFlow();
    renderStep(flow);
    set({ codeState: 'exhausted' });
    expect(screen.queryByRole('textbox', { name: /6-digit code/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(flow.getState().reset).toHaveBeenCalledOnce();
  });
});

describe('OtpStep texts (issue 47)', () => {
  it("says how long the code is valid in whole minutes, never rounded up, and 'less than a minute' at the end", () => {
    const { flow, set } = fakeCodeFlow();
    renderStep(flow);
    const sentTo = () => screen.getByTestId('code-sent-to');
    expect(sentTo()).toHaveTextContent('We sent the code to 08*****567. It is valid for 5 min.');
    set({ expiresInSeconds: 299 });
    expect(sentTo()).toHaveTextContent('It is valid for 4 min.');
    set({ expiresInSeconds: 59 });
    expect(sentTo()).toHaveTextContent('It is valid for less than a minute.');
  });

  it('tells a person who asked for e-mail that e-mail is possible once the countdown ends', () => {
    const { flow, set } = fakeCodeFlow();
    set({ reusedCode: true, askedChannel: 'email' });
    renderStep(flow);
    expect(screen.getByTestId('code-sent-to')).toHaveTextContent(
      'You chose Email: a code can be sent by e-mail once the countdown below ends.',
    );
    set({ resendInSeconds: 0, canResend: true });
    expect(screen.getByTestId('code-sent-to')).not.toHaveTextContent('You chose Email');
  });

  it("does not say 'send it again' after a failed send while a wait holds both buttons", () => {
    const { flow, set } = fakeCodeFlow();
    set({ codeState: 'sendFailed', resendInSeconds: 90 });
    renderStep(flow);
    expect(screen.getByTestId('send-failed')).toHaveTextContent(
      'The code could not be sent. You can ask for a new one by mobile or e-mail when the time below has passed.',
    );
    set({ resendInSeconds: 0, canResend: true });
    expect(screen.getByTestId('send-failed')).toHaveTextContent(
      'The code could not be sent. Send it again by mobile or e-mail.',
    );
  });

  it('a press on the waiting button says the code is missing, focuses it and submits nothing', async () => {
    const user = userEvent.setup();
    const { flow } = fakeCodeFlow();
    renderStep(flow);
    await user.click(screen.getByRole('button', { name: 'Validate and Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code to continue.',
    );
    expect(codeInput()).toHaveFocus();
    expect(flow.getState().submitCode).not.toHaveBeenCalled();
  });
});
