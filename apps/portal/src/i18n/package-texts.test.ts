import { flowTexts } from '@forecourt/flows-core/texts';
import { messages } from '@forecourt/validators/texts';
import { describe, expect, it } from 'vitest';
import afrikaans from '../../public/i18n/af.json';
import english from '../../public/i18n/en.json';
import { packagePrefixes, packageTranslate } from './package-texts.ts';

const catalogue: Record<string, string> = english;

describe('the English catalogue and the packages', () => {
  it('holds every validators message under rules.*, word for word', () => {
    for (const [id, text] of Object.entries(messages)) {
      expect(catalogue[`${packagePrefixes.rules}${id}`], id).toBe(text);
    }
  });

  it('holds every flows-core text under flow.*, word for word', () => {
    for (const [id, text] of Object.entries(flowTexts)) {
      expect(catalogue[`${packagePrefixes.flows}${id}`], id).toBe(text);
    }
  });

  it('holds no rules.* or flow.* key the packages do not know', () => {
    const known = new Set([
      ...Object.keys(messages).map((id) => `${packagePrefixes.rules}${id}`),
      ...Object.keys(flowTexts).map((id) => `${packagePrefixes.flows}${id}`),
    ]);
    const stray = Object.keys(catalogue).filter(
      (key) =>
        (key.startsWith(packagePrefixes.rules) || key.startsWith(packagePrefixes.flows)) &&
        !known.has(key),
    );
    expect(stray).toEqual([]);
  });
});

describe('packageTranslate', () => {
  it("gives the packages both kinds of text of a catalogue, by the packages' ids", () => {
    const translate = packageTranslate(afrikaans);
    expect(translate('email.invalid')).toBe(afrikaans['rules.email.invalid']);
    expect(translate('transport.timeout')).toBe(afrikaans['flow.transport.timeout']);
    expect(translate('form.provide', { label: 'E-pos' })).toBe(
      afrikaans['rules.form.provide'].replace('{label}', 'E-pos'),
    );
  });

  it('keeps languages apart: each catalogue its own translate, nothing swapped', () => {
    const af = packageTranslate(afrikaans);
    const en = packageTranslate(english);
    expect(af('toast.success')).not.toBe(en('toast.success'));
    expect(en('toast.success')).toBe(messages['toast.success']);
  });
});
