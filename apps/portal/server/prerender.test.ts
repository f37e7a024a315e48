import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFile, pageHtml } from './prerender.ts';
import { startScript } from './start-script.ts';

// The shape `vite build` gives index.html (see dist/app-shell.html).
const template = `<!doctype html>
<html lang="en">
  <head>
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

const page = {
  path: '/login/customer',
  html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>Welcome</h1></main>',
  fingerprint: '0badcafe',
  modules: ['src/screens/login/login-screen.tsx'],
};

describe('pageHtml', () => {
  const html = pageHtml(template, page, ['assets/first-step-jkl.js', 'assets/login-mno.js']);
  const head = html.slice(0, html.indexOf('</head>'));
  const inert = head.slice(
    head.indexOf('<template id="after-paint">'),
    head.indexOf('</template>'),
  );

  it('puts the markup in #root with the path and the texts it was rendered with', () => {
    expect(html).toContain(
      '<div id="root" data-path="/login/customer" data-texts="0badcafe"><main><h1>Welcome</h1></main></div>',
    );
  });

  it('requests nothing but the stylesheet before the first paint', () => {
    const active = head.replace(inert, '');
    expect(active).toContain('<link rel="stylesheet" crossorigin href="/assets/style-ghi.css">');
    expect(active).not.toMatch(/<script [^>]*src=|rel="modulepreload"|rel="preload"/);
    // React's image hint is dropped: the <img> itself is at the top of the page.
    expect(html).not.toContain('as="image"');
  });

  it('keeps the entry, its imports, the screen chunks and start-up files for after the paint', () => {
    expect(inert).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-entry>',
    );
    for (const file of ['framework-def', 'first-step-jkl', 'login-mno']) {
      expect(inert).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    expect(inert).toContain('<link rel="preload" as="fetch" crossorigin href="/config.json">');
    expect(inert).toContain('<link rel="preload" as="fetch" crossorigin href="/i18n/en.json">');
    expect(head).toContain(`<script>${startScript}</script>`);
  });

  it('escapes the path it writes into an attribute', () => {
    const odd = pageHtml(template, { ...page, path: '/a"b<c&d' }, []);
    expect(odd).toContain('data-path="/a&quot;b&lt;c&amp;d"');
  });

  it('refuses a template without the root, the head or the entry script', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', ''), page, [])).toThrow(
      /lacks/,
    );
    expect(() => pageHtml(template.replace(/<script[^\n]*\n/, ''), page, [])).toThrow(/lacks/);
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
