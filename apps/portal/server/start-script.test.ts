import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { environmentNameOf } from '@forecourt/flows-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dealerGroupPagePath,
  dealerGroupsListId,
  startUpMeta,
} from '../src/edge/start-script/handover.ts';
import { chooseLanguage, languageStorageKey, languageTags } from '../src/i18n/language.ts';
import { runBuiltStartScriptIn, runStartScriptIn } from '../src/test/start-page.ts';
import { securityHeaders, startScriptHashFile } from './headers.ts';
import { type BuiltStartScript, buildStartScript } from './start-script.ts';

describe('the start script as built', () => {
  let built: BuiltStartScript;
  beforeAll(async () => {
    built = await buildStartScript();
  }, 60_000);

  it('is one small minified script, allowed by its hash and no other inline script', () => {
    expect(built.source).toBe(
      `'sha256-${createHash('sha256').update(built.script).digest('base64')}'`,
    );
    // Inline in every page's head: it stays small (about 3.1 KB, 1.5 KB gzip).
    expect(Buffer.byteLength(built.script)).toBeLessThan(3500);
    expect(built.script).not.toMatch(/<\/script|<!--|import\(|\bexport\b/);
    const csp = securityHeaders(['http://127.0.0.1:4100'], built.source)['Content-Security-Policy'];
    const scriptSrc = csp?.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain(built.source);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('does in a page what its source does: the configuration, the language, the dealer groups', async () => {
    const requests: string[] = [];
    const links: Array<Record<string, string>> = [];
    type Element = { tag: string; id?: string; value?: string; children: Element[] };
    const appended: Element[] = [];
    const html = { lang: '', append: (element: Element) => appended.push(element) };
    const groups = [
      { mqDealerGroupId: 'DG001', dealerGroupName: 'Highveld Motor Group' },
      { mqDealerGroupId: 'DG002', dealerGroupName: 'Coastal Auto Holdings' },
      { mqDealerGroupId: 'DG003' },
    ];
    const window = runBuiltStartScriptIn(built.script, {
      document: {
        addEventListener: () => undefined,
        documentElement: html,
        createElement: (tag: string) => {
          const element: Element = { tag, children: [] };
          return Object.assign(element, {
            append: (child: Element) => element.children.push(child),
          });
        },
        head: { appendChild: (link: Record<string, string>) => links.push(link) },
      },
      navigator: { languages: ['zu-ZA'], language: 'zu-ZA' },
      location: { pathname: dealerGroupPagePath, hostname: 'localhost' },
      fetch: (url) => {
        requests.push(url);
        return Promise.resolve(
          Response.json(url === '/config.json' ? shipped : { payload: { dealerGroups: groups } }),
        );
      },
    });
    await settle();
    await settle();
    expect(window.__forecourtLanguage).toBe('zu');
    expect(html.lang).toBe('zu');
    expect(links.map((link) => link.href)).toEqual(['/i18n/zu.json', '/i18n/en.json']);
    expect(requests).toEqual([
      '/config.json',
      `${shipped.environments.local?.api}/user/v1/allDealerGroups`,
    ]);
    // The groups' names as the browser's suggestions for the dealer-group box (a name missing
    // from the reply is left out).
    expect(appended).toMatchObject([
      {
        tag: 'datalist',
        id: dealerGroupsListId,
        children: [{ value: 'Highveld Motor Group' }, { value: 'Coastal Auto Holdings' }],
      },
    ]);
  });

  it('is the one the deployment guide tells deployers to allow: from the build, by its file', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../../docs/deployment.md'), 'utf8');
    // No hash written down to go stale: every policy there takes the build's.
    expect(guide).not.toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    const policies = guide.match(/script-src 'self' [^;]*/g) ?? [];
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) {
      expect(policy).toContain(`'sha256-<dist/${startScriptHashFile}>'`);
    }
  });
});

type Run = {
  language: unknown;
  htmlLang: string;
  links: Array<Record<string, string>>;
  window: Record<string, unknown>;
  requests: Array<{ url: string; init: RequestInit | undefined }>;
};

type Page = { path?: string; hostname?: string; config?: () => Promise<Response> };

/** Runs the start script in a stand-in page: the given stored choice and browser languages. */
function runStartScript(
  stored: string | null | 'refused',
  browser: readonly string[],
  page: Page = {},
): Run {
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
  const location = {
    pathname: page.path ?? '/login/customer',
    hostname: page.hostname ?? 'localhost',
  };
  const requests: Run['requests'] = [];
  const fetch = (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    if (url === '/config.json') return page.config?.() ?? Promise.resolve(Response.json(shipped));
    return Promise.resolve(Response.json({ status: 'Success' }));
  };
  runStartScriptIn({ window, document, navigator, location, fetch });
  return { language: window.__forecourtLanguage, htmlLang: html.lang, links, window, requests };
}

const shipped = JSON.parse(
  readFileSync(join(import.meta.dirname, '../public/config.json'), 'utf8'),
) as { environments: Record<string, { api: string; token: string }> };

/** Lets the start script's promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the start script's requests", () => {
  it('asks for the configuration on every page and leaves the reply for start-up', async () => {
    const run = runStartScript(null, ['en-ZA']);
    expect(run.requests).toEqual([
      { url: '/config.json', init: { headers: { Accept: 'application/json' } } },
    ]);
    const reply = await (run.window.__forecourtConfig as Promise<Response>);
    expect(await reply.json()).toEqual(shipped);
    await settle();
    expect(run.requests).toHaveLength(1);
    expect(run.window.__forecourtDealerGroups).toBeUndefined();
  });

  it.each([
    'portal.auth.dev-mqf.forecourt.example',
    'portal.auth.mqf.forecourt.example',
    'portal.auth.forecourt.example',
    'localhost',
    '127.0.0.1',
  ])(
    'asks for the dealer groups on the dealer-group page, from the environment start-up picks (%s)',
    async (hostname) => {
      for (const path of [dealerGroupPagePath, `${dealerGroupPagePath}/`]) {
        const run = runStartScript(null, ['af-ZA'], { path, hostname });
        await settle();
        const environment = shipped.environments[environmentNameOf(hostname, shipped)];
        expect(run.requests[1]).toEqual({
          url: `${environment?.api}/user/v1/allDealerGroups`,
          init: {
            headers: { Authorization: `Bearer ${environment?.token}`, 'Accept-Language': 'af' },
          },
        });
        const reply = await (run.window.__forecourtDealerGroups as Promise<Response>);
        expect(await reply.json()).toEqual({ status: 'Success' });
        // Start-up reads the configuration reply too: the start script read a copy.
        const config = await (run.window.__forecourtConfig as Promise<Response>);
        expect(await config.json()).toEqual(shipped);
      }
    },
  );

  it.each([
    ['a configuration that cannot load', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a missing file', () => Promise.resolve(new Response('Not found', { status: 404 }))],
    [
      'an api that is not an http(s) address',
      () =>
        Promise.resolve(
          Response.json({ environments: { local: { api: 'javascript:x', token: 't' } } }),
        ),
    ],
  ])('sends nothing more after %s, and its failure is handled', async (_, config) => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const run = runStartScript(null, [], { path: dealerGroupPagePath, config });
      await settle();
      await settle();
      expect(run.requests.map((r) => r.url)).toEqual(['/config.json']);
      await expect(run.window.__forecourtDealerGroups as Promise<Response>).rejects.toBeDefined();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

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

  it("links the chosen catalogue and, for the takeover in English, English's, as preloads start-up's fetches will use", () => {
    const run = runStartScript(null, ['af-ZA']);
    expect(run.links).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/i18n/af.json' },
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/i18n/en.json' },
    ]);
    expect(runStartScript(null, ['en-ZA']).links).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/i18n/en.json' },
    ]);
  });
});

describe("the start script's request for what start-up loads besides the takeover's files", () => {
  /** A page as the prerender writes it, and a stand-in Resource Timing the test fills. */
  function pageWith({ meta = true, bodyYet = true } = {}) {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = [
      meta ? `<meta name="${startUpMeta}" content="/assets/services.js /assets/checks.js">` : '',
      '<script type="module" crossorigin src="http://portal.test/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="http://portal.test/assets/framework.js">',
      '<link rel="modulepreload" crossorigin href="http://portal.test/assets/screen.js">',
    ].join('');
    if (!bodyYet) doc.body.remove();
    const arrived: { name: string }[] = [];
    let notify: (() => void) | undefined;
    let observing = false;
    class FakeObserver {
      constructor(callback: (list: unknown, observer: FakeObserver) => void) {
        notify = () => callback({}, this);
      }
      observe(options: { type: string }) {
        expect(options).toEqual({ type: 'resource' });
        observing = true;
      }
      disconnect() {
        observing = false;
      }
    }
    runStartScriptIn({
      document: doc,
      fetch: () => Promise.resolve(Response.json({})),
      PerformanceObserver: FakeObserver,
      performance: { getEntriesByType: (type) => (type === 'resource' ? arrived : []) },
    });
    const arrive = (file: string) => {
      arrived.push({ name: `http://portal.test/assets/${file}` });
      if (observing) notify?.();
    };
    const asked = () =>
      [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
        .filter((link) => /services|checks/.test(link.href))
        .map((link) => `${link.getAttribute('href')} ${link.crossOrigin}`);
    return { doc, arrive, asked, observing: () => observing };
  }

  it("asks for them once one of the takeover's files is left loading, not before", () => {
    const page = pageWith();
    page.arrive('screen.js');
    expect(page.asked()).toEqual([]);
    page.arrive('index.js');
    // The framework is still arriving: the request's round trip overlaps its tail.
    expect(page.asked()).toEqual(['/assets/services.js anonymous', '/assets/checks.js anonymous']);
    expect(page.observing()).toBe(false);
  });

  it("asks once, whichever of the takeover's files is last", () => {
    const page = pageWith();
    page.arrive('framework.js');
    page.arrive('index.js');
    page.arrive('screen.js');
    expect(page.asked()).toHaveLength(2);
  });

  it('waits until the head has been read, and does not watch a page that names nothing', () => {
    const early = pageWith({ bodyYet: false });
    early.arrive('framework.js');
    early.arrive('screen.js');
    expect(early.asked()).toEqual([]);
    expect(early.observing()).toBe(true);
    early.doc.documentElement.append(early.doc.createElement('body'));
    early.arrive('index.js');
    expect(early.asked()).toHaveLength(2);
    expect(pageWith({ meta: false }).observing()).toBe(false);
  });
});
