import {
  createLoginFlow,
  createManualClock,
  createMemoryStorage,
  createToastQueue,
  type LoginFlow,
} from '@forecourt/flows-core';
import { formChecks } from '@forecourt/flows-core/checks';
import { createFakeUserServiceClient } from '@forecourt/flows-core/testing';
import { english } from '@forecourt/flows-core/texts';
import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testSession } from '../test/test-boot.ts';
import { useResume } from './use-resume.ts';

const handle = 'q7Hc0aZ3-vN_8uXbT2kLmw';

function Resuming({ flow }: { flow: LoginFlow }) {
  useResume(flow);
  return null;
}

describe('useResume', () => {
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
    const flow = createLoginFlow(
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
    await act(async () => {
      render(
        <StrictMode>
          <Resuming flow={flow} />
        </StrictMode>,
      );
    });
    expect(api.calls).toEqual([
      { name: 'resumeFlow', request: { flowHandle: handle, role: 'customer' } },
    ]);
    // The answer is applied by code loaded on demand, so the step follows shortly.
    await vi.waitFor(() => expect(flow.getState().step).toBe('channel'));
    expect(flow.getState().values.username).toBe('thabo');
  });
});
