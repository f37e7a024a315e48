import { createToastQueue } from '@forecourt/flows-core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import english from '../../public/i18n/en.json';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { ToastHost } from './toast-host.tsx';

const afrikaans = { ...english, 'toast.close': 'Maak toe', 'toast.region': 'Kennisgewings' };

function renderHost(catalogue: Record<string, string> = english) {
  const toasts = createToastQueue();
  render(
    <I18nProvider catalogue={catalogue}>
      <ToastHost toasts={toasts} />
    </I18nProvider>,
  );
  return toasts;
}

describe('ToastHost', () => {
  it("shows the queue's toasts as they are pushed", () => {
    const toasts = renderHost();
    expect(screen.queryByText('Welcome')).toBeNull();
    act(() => {
      toasts.getState().push({ severity: 'success', summary: 'Welcome', detail: 'Signed in.' });
    });
    expect(screen.getByText('Welcome')).toBeVisible();
    expect(screen.getByText('Signed in.')).toBeVisible();
  });

  it("takes a toast off the queue when its close button is pressed, labelled in the page's language", async () => {
    const user = userEvent.setup();
    const toasts = renderHost(afrikaans);
    act(() => {
      toasts.getState().push({ severity: 'error', summary: 'Failed', sticky: true });
    });
    expect(screen.getByRole('region', { name: /Kennisgewings/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Maak toe' }));
    expect(toasts.getState().toasts).toEqual([]);
    expect(screen.queryByText('Failed')).toBeNull();
  });

  // MSG-1: the toast and the page say the same words, not the service's and the portal's.
  it("words a failure's toast as the page words that failure", () => {
    const toasts = renderHost();
    act(() => {
      toasts.getState().push({
        severity: 'error',
        summary: 'An error occurred',
        detail: 'Invalid OTP. Please check the code and try again.',
        error: { code: 'code_wrong', message: 'Invalid OTP.', triesLeft: 4, toasted: true },
      });
    });
    expect(screen.getByText('That code is not right. Tries left: 4.')).toBeVisible();
    expect(screen.queryByText(/Invalid OTP/)).toBeNull();
  });

  it('keeps the detail of a toast that carries no failure', () => {
    const toasts = renderHost();
    act(() => {
      toasts
        .getState()
        .push({ severity: 'success', summary: 'Success', detail: 'Registration successful.' });
    });
    expect(screen.getByText('Registration successful.')).toBeVisible();
  });
});
