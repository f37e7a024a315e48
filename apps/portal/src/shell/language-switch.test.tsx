import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../public/i18n/af.json';
import english from '../../public/i18n/en.json';
import { I18nProvider, useT } from '../i18n/i18n-context.tsx';
import type { Language } from '../i18n/language.ts';
import { LanguageSwitch } from './language-switch.tsx';

function Heading() {
  const t = useT();
  return <h1>{t('action.login')}</h1>;
}

function renderSwitch(loader: (language: Language) => Promise<Record<string, string>>) {
  return render(
    <I18nProvider catalogue={english} loader={loader}>
      <LanguageSwitch />
      <Heading />
    </I18nProvider>,
  );
}

describe('the language switch', () => {
  it('names each language in itself under a labelled select', () => {
    renderSwitch(async () => afrikaans);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Afrikaans',
      'isiZulu',
    ]);
  });

  it('loads the chosen catalogue and shows the screens in it', async () => {
    const asked: Language[] = [];
    renderSwitch(async (language) => {
      asked.push(language);
      return afrikaans;
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'af' } });
    });
    expect(asked).toEqual(['af']);
    expect(screen.getByRole('heading')).toHaveTextContent('Meld aan');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('af');
  });

  it('keeps the language shown and says so when the catalogue cannot load', async () => {
    renderSwitch(async () => {
      throw new Error('offline');
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zu' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(english['language.failed']);
    expect(screen.getByRole('heading')).toHaveTextContent('Login');
    expect(screen.getByRole('combobox')).toHaveValue('en');
  });
});
