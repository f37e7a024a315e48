import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startUpMeta } from '../src/edge/start-script/handover.ts';
import { configPreload, flowsCoreEntryKey, pageFile, pageHtml } from './prerender.ts';

// The shape `vite build` gives index.html (see dist/app-shell.html), and a start script.
const startScript = 'start()';
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Forecourt</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/style-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const template = { html, startScript };

const page = {
  path: '/login/customer',
  html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Welcome</h1></main>',
  fingerprint: '0badcafe',
  modules: ['src/screens/login/login-screen.tsx'],
  title: 'Enter your username & password - Customer sign-in - Forecourt',
  firstCall: 'on press' as const,
  enhancements: [],
};

describe('pageHtml', () => {
  const html = pageHtml(template, page, {
    takeover: ['assets/first-step-jkl.js', 'assets/login-mno.js'],
  });
  const head = html.slice(0, html.indexOf('</head>'));

  it('puts the markup in #root with the path and the texts it was rendered with', () => {
    expect(html).toContain(
      '<div id="root" data-path="/login/customer" data-texts="0badcafe"><main><h1>Welcome</h1></main></div>',
    );
    // React's image hint is dropped: the <img> itself is at the top of the page.
    expect(html).not.toContain('as="image"');
  });

  it("writes the page's own title into the head, escaped (GUIDE-41)", () => {
    expect(head).toContain(
      '<title>Enter your username &amp; password - Customer sign-in - Forecourt</title>',
    );
    expect(head).not.toContain('<title>Forecourt</title>');
  });

  it('keeps the template title for a page that asked for none', () => {
    const untitled = pageHtml(template, { ...page, title: undefined }, { takeover: [] });
    expect(untitled).toContain('<title>Forecourt</title>');
  });

  it('declares the encoding first (within 1024 bytes), then asks for the configuration and runs the start script, so no early click is missed', () => {
    const first = `<head>\n    <meta charset="UTF-8" />\n    ${configPreload}\n    <script>${startScript}</script>\n`;
    expect(head.indexOf(first)).toBe(head.indexOf('<head>'));
  });

  it('links everything start-up needs, so it downloads alongside the page', () => {
    expect(head).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    for (const file of ['framework-def', 'first-step-jkl', 'login-mno']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-ghi.css">');
    expect(head).not.toContain('<template');
  });

  it('preloads the configuration for the start script, and no catalogue: the start script links it', () => {
    // The browser's preload scanner asks for it with the page's first files, not once the
    // start script has run; the script's fetch takes that reply (same URL, mode, credentials).
    expect(head.match(/<link[^>]*\/config\.json[^>]*>/g)).toEqual([configPreload]);
    expect(configPreload).toBe('<link rel="preload" as="fetch" href="/config.json" crossorigin>');
    expect(head).not.toMatch(/<link[^>]*\/i18n\//);
  });

  it("names what start-up loads besides above the start script, which asks for it as the takeover's last file arrives", () => {
    const withStartUp = pageHtml(template, page, {
      takeover: ['assets/login-mno.js'],
      startUp: ['assets/app-services-stu.js', 'assets/picker-vwx.js'],
    });
    expect(withStartUp).toContain(
      `    <meta name="${startUpMeta}" content="/assets/app-services-stu.js /assets/picker-vwx.js">\n    <script>${startScript}</script>`,
    );
    // Not linked: a link, even at low priority, would share the bandwidth with the takeover's.
    expect(withStartUp).not.toMatch(/<link[^>]*(app-services|picker)/);
    expect(html).not.toContain(startUpMeta);
  });

  it('gives the app shell the start script and start-up files but no markup', () => {
    const shell = pageHtml(template, undefined, { takeover: [] });
    expect(shell).toContain(`<script>${startScript}</script>`);
    expect(shell).toContain('<div id="root"></div>');
  });

  it('escapes the path it writes into an attribute', () => {
    const odd = pageHtml(template, { ...page, path: '/a"b<c&d' }, { takeover: [] });
    expect(odd).toContain('data-path="/a&quot;b&lt;c&amp;d"');
  });

  it('refuses a template without the root, the head and its encoding first, or the entry script', () => {
    const without = (part: string | RegExp) => ({ html: html.replace(part, ''), startScript });
    expect(() => pageHtml(without('<div id="root"></div>'), page, { takeover: [] })).toThrow(
      /lacks/,
    );
    expect(() => pageHtml(without(/<script[^\n]*\n/), page, { takeover: [] })).toThrow(/lacks/);
    expect(() => pageHtml(without('<meta charset="UTF-8" />\n'), page, { takeover: [] })).toThrow(
      /lacks/,
    );
  });
});

describe('flowsCoreEntryKey', () => {
  it("finds flows-core's form checks and reply check, and fails loudly when a chunk is not one", () => {
    const chunk = { file: 'assets/checks.js', isDynamicEntry: true };
    const manifest = {
      '../../packages/flows-core/src/checks.ts': chunk,
      '../../packages/flows-core/src/reply-check.ts': { ...chunk, file: 'assets/reply-check.js' },
      '../../packages/flows-core/src/checks/form-checks.ts': { file: 'assets/form-checks.js' },
    };
    expect(flowsCoreEntryKey(manifest, 'checks')).toBe('../../packages/flows-core/src/checks.ts');
    expect(flowsCoreEntryKey(manifest, 'reply-check')).toBe(
      '../../packages/flows-core/src/reply-check.ts',
    );
    expect(() => flowsCoreEntryKey({}, 'checks')).toThrow(/found 0/);
  });
});

describe('pageFile', () => {
  it('writes / as dist/index.html and every other path as dist/<path>/index.html', () => {
    expect(pageFile('/')).toMatch(/dist[\\/]index\.html$/);
    expect(pageFile('/login/dealer-group/admin')).toMatch(
      new RegExp(`dist${join('/login/dealer-group/admin/index.html').replaceAll('/', '[\\\\/]')}$`),
    );
  });
});
