import { describe, expect, it } from 'vitest';
import english from '../../public/i18n/en.json';
import { catalogueFingerprint, loadCatalogue, translate } from './translate.ts';

describe('translate', () => {
  it('fills placeholders with the spec wording kept exactly', () => {
    expect(translate(english, 'login.heading', { type: 'dealer-group' })).toBe(
      'Welcome to dealer-group portal. Here is where you Login.',
    );
  });

  it('shows the key rather than a blank for a missing text', () => {
    expect(translate({}, 'nothing.here')).toBe('nothing.here');
  });

  it('leaves an unknown placeholder visible instead of printing undefined', () => {
    expect(translate({ k: 'Hi {name}' }, 'k', {})).toBe('Hi {name}');
  });
});

describe('loadCatalogue', () => {
  const respond = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

  it('loads the English catalogue over HTTP from /i18n/en.json', async () => {
    const calls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ a: 'A' }));
    }) as typeof fetch;
    expect(await loadCatalogue('en', fetchFn)).toEqual({ a: 'A' });
    expect(calls).toEqual(['/i18n/en.json']);
  });

  it('keeps only string texts', async () => {
    expect(await loadCatalogue('en', respond({ a: 'A', b: { html: '<b>' }, c: 3 }))).toEqual({
      a: 'A',
    });
  });

  it('fails clearly when the file is missing', async () => {
    await expect(loadCatalogue('en', respond({}, 404))).rejects.toThrow('(404)');
  });
});

describe('catalogueFingerprint', () => {
  it('is the same for the same texts and differs when a text or a key changes', () => {
    const texts = { 'a.b': 'Login', 'c.d': 'Next' };
    expect(catalogueFingerprint({ ...texts })).toBe(catalogueFingerprint(texts));
    expect(catalogueFingerprint({ ...texts, 'a.b': 'Aanmeld' })).not.toBe(
      catalogueFingerprint(texts),
    );
    expect(catalogueFingerprint({ ...texts, 'e.f': 'Next' })).not.toBe(catalogueFingerprint(texts));
    expect(catalogueFingerprint(texts)).toMatch(/^[0-9a-f]{8}$/);
  });
});
