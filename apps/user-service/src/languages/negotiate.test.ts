import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate.ts';

describe('negotiateLanguage', () => {
  it('is English without a header or with nothing the service writes', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('fr-FR, de;q=0.9')).toBe('en');
  });

  it('matches a range on its primary subtag, in any case', () => {
    expect(negotiateLanguage('af-ZA')).toBe('af');
    expect(negotiateLanguage('ZU')).toBe('zu');
    expect(negotiateLanguage('en-GB,af;q=0.5')).toBe('en');
  });

  it('honours q-values over the order of the ranges', () => {
    expect(negotiateLanguage('en;q=0.3, zu;q=0.9, af;q=0.5')).toBe('zu');
    expect(negotiateLanguage('fr, af;q=0.2, en;q=0.1')).toBe('af');
  });

  it('keeps the order between ranges of equal weight', () => {
    expect(negotiateLanguage('zu;q=0.8, af;q=0.8')).toBe('zu');
  });

  it('treats q=0 as refusing a language, and * as any other', () => {
    expect(negotiateLanguage('af;q=0, *')).toBe('en');
    expect(negotiateLanguage('en;q=0, *;q=0.5')).toBe('af');
  });

  it('skips a range whose q-value cannot be read', () => {
    expect(negotiateLanguage('af;q=2, zu;q=abc, en;q=0.1')).toBe('en');
  });
});
