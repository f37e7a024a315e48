import { messageTranslations } from '@forecourt/validators/texts';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../public/i18n/af.json';
import english from '../../public/i18n/en.json';
import isiZulu from '../../public/i18n/zu.json';
import { packagePrefixes } from './package-texts.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const translations: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['af', afrikaans],
  ['zu', isiZulu],
];

describe.each(translations)('the %s catalogue against English', (_language, catalogue) => {
  it('has every English key and no other', () => {
    const keys = Object.keys(catalogue);
    expect(
      Object.keys(english).filter((key) => !(key in catalogue)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((key) => !(key in english)),
      'extra',
    ).toEqual([]);
  });

  it('keeps the placeholders of each text exactly', () => {
    const differing = Object.entries(english)
      .filter(([key, text]) => {
        const translated = catalogue[key];
        return (
          translated !== undefined && placeholders(translated).join() !== placeholders(text).join()
        );
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('has a text, not a blank, for every key', () => {
    expect(
      Object.entries(catalogue)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => key),
    ).toEqual([]);
  });
});

describe('the rule texts', () => {
  it.each([
    ['af', afrikaans],
    ['zu', isiZulu],
  ] as const)(
    'of %s are the ones validators ships (messageTranslations), so the service writes the same',
    (language, catalogue) => {
      const rules = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([key]) => key.startsWith(packagePrefixes.rules))
          .map(([key, text]) => [key.slice(packagePrefixes.rules.length), text]),
      );
      expect(rules).toEqual(messageTranslations[language]);
    },
  );
});
