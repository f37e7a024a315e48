import { devCaptchaToken } from '@forecourt/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../public/i18n/en.json';
import { BootContext } from '../app/boot-context.tsx';
import { takeEarlyClick } from '../app/carry-input.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { createTestBoot } from '../test/render-route.tsx';
import { CaptchaSlot } from './captcha-slot.tsx';

async function renderSlot(onResolve: (token: string) => void) {
  const { boot } = await createTestBoot();
  await act(async () => {
    render(
      <I18nProvider catalogue={english}>
        <BootContext value={boot}>
          <CaptchaSlot onResolve={onResolve} />
        </BootContext>
      </I18nProvider>,
    );
  });
}

afterEach(() => {
  window.__forecourtEarlyClicks = undefined;
});

describe('CaptchaSlot', () => {
  it('takes back a click made on its space before it was ready, and verifies', async () => {
    window.__forecourtEarlyClicks = ['captcha'];
    const onResolve = vi.fn();
    await renderSlot(onResolve);
    expect(onResolve).toHaveBeenCalledWith(devCaptchaToken);
    expect(screen.getByRole('button', { name: 'Development captcha: verified' })).toBeVisible();
    expect(window.__forecourtEarlyClicks).toEqual([]);
  });

  it('waits for a click when nobody clicked during load', async () => {
    const onResolve = vi.fn();
    await renderSlot(onResolve);
    expect(onResolve).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Development captcha: click to verify' }),
    ).toBeVisible();
  });
});

describe('the captcha area', () => {
  it('resolves the stand-in when clicked beside its button (spec §4)', async () => {
    const onResolve = vi.fn();
    await renderSlot(onResolve);
    const button = screen.getByRole('button', { name: 'Development captcha: click to verify' });
    const area = button.closest('[data-state]')?.parentElement?.parentElement;
    if (!area) throw new Error('no captcha area');
    act(() => area.click());
    expect(onResolve).toHaveBeenCalledWith(devCaptchaToken);
  });
});

describe('takeEarlyClick', () => {
  it("answers once per name, and leaves the start script's array in place for later clicks", () => {
    const clicks = ['captcha', 'other', 'captcha'];
    window.__forecourtEarlyClicks = clicks;
    expect(takeEarlyClick('captcha')).toBe(true);
    expect(takeEarlyClick('captcha')).toBe(false);
    expect(window.__forecourtEarlyClicks).toBe(clicks);
    expect(clicks).toEqual(['other']);
  });
});
