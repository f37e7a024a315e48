import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfTag, languageStorageKey, storeLanguage } from './language.ts';

describe('chooseLanguage', () => {
  it('takes the stored choice before the browser languages', () => {
    expect(chooseLanguage({ stored: 'zu', browser: ['af-ZA', 'en'] })).toBe('zu');
  });

  it('takes the first browser language the portal has', () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'af-ZA', 'zu'] })).toBe('af');
    expect(chooseLanguage({ browser: ['zu-ZA'] })).toBe('zu');
    expect(chooseLanguage({ browser: ['de', 'en-GB', 'af'] })).toBe('en');
  });

  it('ignores a stored value that is not a language', () => {
    expect(chooseLanguage({ stored: 'xh', browser: ['af'] })).toBe('af');
    expect(chooseLanguage({ stored: '', browser: [] })).toBe('en');
  });

  it('falls back to English when nothing matches', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ stored: null, browser: ['fr', 'pt-BR'] })).toBe('en');
  });
});

describe('languageOfTag', () => {
  it('reads the primary subtag in any case, with - or _', () => {
    expect(languageOfTag('AF_za')).toBe('af');
    expect(languageOfTag('en-ZA')).toBe('en');
    expect(languageOfTag('zulu')).toBeUndefined();
  });
});

describe('the stored choice', () => {
  it('is written under the key the start script reads', () => {
    const values = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    storeLanguage(storage, 'af');
    expect(values.get(languageStorageKey)).toBe('af');
  });

  it('is simply not kept when storage refuses to work', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeLanguage(refusing, 'zu')).not.toThrow();
  });
});
