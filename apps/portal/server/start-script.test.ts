import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageStorageKey, languageTags } from '../src/i18n/language.ts';
import { securityHeaders } from './headers.ts';
import { startScript, startScriptSource } from './start-script.ts';

describe('the start script', () => {
  it('is allowed by its hash in the Content-Security-Policy, and no other inline script is', () => {
    const hash = createHash('sha256').update(startScript).digest('base64');
    expect(startScriptSource).toBe(`'sha256-${hash}'`);
    const csp = securityHeaders(['http://127.0.0.1:4100'])['Content-Security-Policy'] ?? '';
    const scriptSrc = csp.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(startScriptSource);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('is valid JavaScript with no quote that would end an HTML attribute or script early', () => {
    expect(() => new Function(startScript)).not.toThrow();
    expect(startScript).not.toContain('</script');
  });

  it('is the one the deployment guide allows (the nginx policy and the headers listed there)', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../docs/deployment.md'), 'utf8');
    const policies = guide.match(/script-src 'self' [^;]*/g) ?? [];
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) expect(policy).toContain(startScriptSource);
  });
});

type Run = { language: unknown; htmlLang: string; links: Array<Record<string, string>> };

/** Runs the start script in a stand-in page: the given stored choice and browser languages. */
function runStartScript(stored: string | null | 'refused', browser: readonly string[]): Run {
  const links: Array<Record<string, string>> = [];
  const html = { lang: '' };
  const window: Record<string, unknown> = {
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'refused') throw new Error('SecurityError');
        return key === languageStorageKey ? stored : null;
      },
    },
  };
  const document = {
    addEventListener: () => undefined,
    documentElement: html,
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  const navigator = { languages: browser, language: browser[0] ?? '' };
  new Function('window', 'document', 'navigator', startScript)(window, document, navigator);
  return { language: window.__forecourtLanguage, htmlLang: html.lang, links };
}

describe("the start script's language", () => {
  const cases: Array<[string | null | 'refused', string[]]> = [
    [null, []],
    [null, ['af-ZA', 'en']],
    [null, ['fr-FR', 'ZU_za']],
    [null, ['de', 'en-GB', 'af']],
    ['zu', ['af-ZA']],
    ['xh', ['af']],
    ['refused', ['zu-ZA']],
    [null, ['pt-BR']],
  ];

  it.each(cases)('is the one start-up chooses (stored %s, browser %j)', (stored, browser) => {
    const expected = chooseLanguage({
      stored: stored === 'refused' ? undefined : stored,
      browser,
    });
    const run = runStartScript(stored, browser);
    expect(run.language).toBe(expected);
    expect(run.htmlLang).toBe(languageTags[expected]);
  });

  it("links only the chosen catalogue, as a preload start-up's fetch will use", () => {
    const run = runStartScript(null, ['af-ZA']);
    expect(run.links).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/i18n/af.json' },
    ]);
  });
});
