import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useLanguage, useT } from './i18n-context.tsx';
import type { Catalogue } from './translate.ts';

const english = { 'action.submit': 'Submit' } as Catalogue;
const afrikaans = { 'action.submit': 'Dien in' } as Catalogue;

function Button() {
  const t = useT();
  const { language } = useLanguage();
  return (
    <button type="submit" lang={language}>
      {t('action.submit')}
    </button>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('a page taken over in English and shown in the chosen language', () => {
  it('takes the English markup over as it is, then shows the chosen language', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nProvider catalogue={english}>
        <Button />
      </I18nProvider>,
    );
    document.body.replaceChildren(container);
    const button = container.querySelector('button');
    await act(async () => {
      root = hydrateRoot(
        container,
        <I18nProvider catalogue={english} switchTo={{ language: 'af', catalogue: afrikaans }}>
          <Button />
        </I18nProvider>,
        { onRecoverableError: (error) => expect.fail(`not taken over: ${error}`) },
      );
    });
    // The same element, taken over rather than rendered afresh, now in Afrikaans.
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Dien in');
    expect(button?.lang).toBe('af');
  });
});
