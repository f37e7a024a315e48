import type { FlowError as Failure } from '@forecourt/flows-core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../public/i18n/af.json';
import english from '../../public/i18n/en.json';
import zulu from '../../public/i18n/zu.json';
import { I18nProvider, useLanguage } from '../i18n/i18n-context.tsx';
import type { Language } from '../i18n/language.ts';
import { FlowError } from './flow-error.tsx';

const catalogues = { en: english, af: afrikaans, zu: zulu };

let choose: ((language: Language) => Promise<void>) | undefined;
function Switch() {
  choose = useLanguage().choose;
  return null;
}

function renderError(error: Failure) {
  return render(
    <I18nProvider catalogue={english} language="en" loader={async (next) => catalogues[next]}>
      <Switch />
      <FlowError error={error} />
    </I18nProvider>,
  );
}

// GUIDE-46: the error on the page follows a language switch.
describe('FlowError after a language switch', () => {
  it('translates a message a flow made from its texts again, from its id', async () => {
    renderError({
      code: 'invalid_input',
      message: english['rules.identifier.required'],
      text: { id: 'identifier.required' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(english['rules.identifier.required']);
    await act(() => choose?.('af'));
    expect(screen.getByRole('alert')).toHaveTextContent(afrikaans['rules.identifier.required']);
    await act(() => choose?.('zu'));
    expect(screen.getByRole('alert')).toHaveTextContent(zulu['rules.identifier.required']);
  });

  it("fills a message's values again in the new language", async () => {
    renderError({
      code: 'invalid_input',
      message: 'Must be at most 13 characters.',
      text: { id: 'field.maxLength', params: { max: 13 } },
    });
    await act(() => choose?.('af'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      afrikaans['rules.field.maxLength'].replace('{max}', '13'),
    );
  });

  it("translates a service error by its code, and keeps the service's own message", async () => {
    const { unmount } = renderError({ code: 'not_found', message: 'Not found (en)' });
    await act(() => choose?.('zu'));
    expect(screen.getByRole('alert')).toHaveTextContent(zulu['error.not_found']);
    unmount();
    renderError({ code: 'invalid_input', message: 'Username: too long' });
    await act(() => choose?.('af'));
    expect(screen.getByRole('alert')).toHaveTextContent('Username: too long');
  });
});

describe('FlowError of what the client saw itself', () => {
  it.each(['af', 'zu'] as const)(
    "says no answer, no answer in time and a refused client token in their own words (%s), never the service's raw word",
    async (language) => {
      const texts = catalogues[language];
      for (const error of [
        { code: 'network', message: 'Failed to fetch' },
        { code: 'timeout', message: 'The operation timed out' },
        { code: 'client_unauthorized', message: 'Unauthorized' },
      ] as const) {
        const { unmount } = renderError(error);
        await act(() => choose?.(language));
        const shown = screen.getByRole('alert');
        expect(shown).toHaveTextContent(texts[`error.${error.code}`]);
        expect(shown).not.toHaveTextContent(error.message);
        unmount();
      }
      expect(new Set([english['error.network'], english['error.timeout']]).size).toBe(2);
    },
  );
});
