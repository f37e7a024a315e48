import { describe, expect, it } from 'vitest';
import { type MessageId, translator } from './messages.ts';
import { messages, messageTranslations } from './texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messageTranslations', () => {
  it.each(Object.entries(messageTranslations))(
    '%s has every message, translated, with the same placeholders',
    (_language, texts) => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(messages).sort());
      for (const [id, text] of Object.entries(texts)) {
        expect(text.trim(), id).not.toBe('');
        expect(placeholders(text), id).toEqual(placeholders(messages[id as MessageId]));
      }
    },
  );

  it('is what the rules say through translator', () => {
    const afrikaans = translator({ ...messages, ...messageTranslations.af });
    expect(afrikaans('form.provide', { label: 'E-pos' })).toBe(
      messageTranslations.af['form.provide'].replace('{label}', 'E-pos'),
    );
  });
});
