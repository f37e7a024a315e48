import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasWebOtp, useWebOtp } from './use-web-otp.ts';

/** A stubbed WebOTP: every request is recorded and settled by the test. */
function stubWebOtp() {
  const requests: {
    options: { otp: { transport: string[] }; signal: AbortSignal };
    resolve(credential: unknown): void;
    reject(error: unknown): void;
  }[] = [];
  vi.stubGlobal('OTPCredential', class OTPCredential {});
  const get = vi.fn(
    (options: { otp: { transport: string[] }; signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        requests.push({ options, resolve, reject });
        options.signal.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  );
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return { requests, get };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('useWebOtp', () => {
  it('asks for an SMS code while active and hands over the code once', async () => {
    const { requests } = stubWebOtp();
    const onCode = vi.fn();
    renderHook(() => useWebOtp({ active: true, onCode }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.options.otp).toEqual({ transport: ['sms'] });
    requests[0]?.resolve({ type: 'otp', code: '123456' });
    await settle();
    expect(onCode).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('does nothing on a browser without WebOTP', () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    expect(hasWebOtp()).toBe(false);
    renderHook(() => useWebOtp({ active: true, onCode: vi.fn() }));
    expect(get).not.toHaveBeenCalled();
  });

  it('does not ask while inactive, and aborts when it turns inactive', async () => {
    const { requests } = stubWebOtp();
    const onCode = vi.fn();
    const { rerender } = renderHook(({ active }) => useWebOtp({ active, onCode }), {
      initialProps: { active: false },
    });
    expect(requests).toHaveLength(0);
    rerender({ active: true });
    expect(requests).toHaveLength(1);
    rerender({ active: false });
    expect(requests[0]?.options.signal.aborted).toBe(true);
    requests[0]?.resolve({ code: '123456' });
    await settle();
    expect(onCode).not.toHaveBeenCalled();
  });

  it('aborts on unmount', () => {
    const { requests } = stubWebOtp();
    const { unmount } = renderHook(() => useWebOtp({ active: true, onCode: vi.fn() }));
    unmount();
    expect(requests[0]?.options.signal.aborted).toBe(true);
  });

  it('asks again when another code is sent', () => {
    const { requests } = stubWebOtp();
    const { rerender } = renderHook(
      ({ key }) => useWebOtp({ active: true, askAgainKey: key, onCode: vi.fn() }),
      { initialProps: { key: 1 } },
    );
    rerender({ key: 1 });
    expect(requests).toHaveLength(1);
    rerender({ key: 2 });
    expect(requests[0]?.options.signal.aborted).toBe(true);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.options.signal.aborted).toBe(false);
  });

  it('stays silent when the browser refuses or gives no code', async () => {
    const { requests } = stubWebOtp();
    const onCode = vi.fn();
    const { rerender } = renderHook(
      ({ key }) => useWebOtp({ active: true, askAgainKey: key, onCode }),
      {
        initialProps: { key: 1 },
      },
    );
    requests[0]?.reject(new DOMException('no SMS', 'InvalidStateError'));
    rerender({ key: 2 });
    requests[1]?.resolve(null);
    await settle();
    expect(onCode).not.toHaveBeenCalled();
  });
});
