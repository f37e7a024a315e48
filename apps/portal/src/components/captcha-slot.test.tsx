import { devCaptchaToken } from '@forecourt/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../public/i18n/en.json';
import { BootContext } from '../app/boot-context.tsx';
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

let takenOver: Root | undefined;

/** The slot as a prerendered page has it, taken over; `onResolve` notes when it was called. */
async function hydrateSlot(beforeTakeover = () => {}) {
  const { boot } = await createTestBoot();
  const calls: string[] = [];
  const onResolve = (token: string) =>
    calls.push(
      `${token} ${document.querySelector('button[data-state]') ? 'after' : 'before'} the swap`,
    );
  const slot = (
    <I18nProvider catalogue={english}>
      <BootContext value={boot}>
        <CaptchaSlot onResolve={onResolve} />
      </BootContext>
    </I18nProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(slot);
  document.body.replaceChildren(container);
  beforeTakeover();
  await act(async () => {
    takenOver = hydrateRoot(container, slot);
  });
  return calls;
}

afterEach(() => {
  act(() => takenOver?.unmount());
  takenOver = undefined;
  document.body.replaceChildren();
});

describe('CaptchaSlot', () => {
  it('takes a page over unverified, a click on its loading space made before notwithstanding', async () => {
    const calls = await hydrateSlot(() => screen.getByText('Loading captcha…').click());
    expect(calls).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Development captcha: select to verify' }),
    ).toBeVisible();
  });

  it('waits for a click when nobody clicked during load', async () => {
    const onResolve = vi.fn();
    await renderSlot(onResolve);
    expect(onResolve).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Development captcha: select to verify' }),
    ).toBeVisible();
  });
});

describe('the captcha area', () => {
  it('resolves the stand-in when clicked beside its button (PRODUCT-4)', async () => {
    const onResolve = vi.fn();
    await renderSlot(onResolve);
    const button = screen.getByRole('button', { name: 'Development captcha: select to verify' });
    const area = button.closest('[data-state]')?.parentElement?.parentElement;
    if (!area) throw new Error('no captcha area');
    act(() => area.click());
    expect(onResolve).toHaveBeenCalledWith(devCaptchaToken);
  });
});
