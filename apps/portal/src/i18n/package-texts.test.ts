import { flowTexts, formatFlowText } from '@forecourt/flows-core';
import { formatMessage, messages } from '@forecourt/validators';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../../public/i18n/en.json';
import { applyPackageTexts, packagePrefixes } from './package-texts.ts';

const catalogue: Record<string, string> = english;

afterEach(() => applyPackageTexts(english));

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

  it('hands a loaded catalogue to both packages', () => {
    applyPackageTexts({
      ...english,
      'rules.email.invalid': 'Ongeldige e-posadres.',
      'flow.transport.timeout': 'Die diens het te lank geneem.',
    });
    expect(formatMessage('email.invalid')).toBe('Ongeldige e-posadres.');
    expect(formatFlowText('transport.timeout')).toBe('Die diens het te lank geneem.');
  });
});
