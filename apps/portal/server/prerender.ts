// Writes the prerendered pages into dist after `vite build` (client) and the prerender build
// (`vite build --ssr src/prerender/entry-server.tsx --outDir .prerender`):
// - dist/index.html and dist/<path>/index.html for every path of `prerenderedPaths`: the first
//   step of the screen in the markup, its chunks preloaded, `#root` marked with the path and the
//   texts' fingerprint so the browser knows it may take the page over;
// - dist/app-shell.html: the empty page every other path falls back to.
// The build fails if a page cannot be rendered or its chunk is missing from the manifest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startScript } from './start-script.ts';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;
type RenderedPage = { path: string; html: string; fingerprint: string; modules: readonly string[] };
type PrerenderEntry = {
  renderPage(path: string, catalogueJson: unknown): Promise<RenderedPage>;
  prerenderedPaths(): string[];
};

const appDir = resolve(import.meta.dirname, '..');
const dist = join(appDir, 'dist');
const serverBuild = join(appDir, '.prerender');

/** The JS files a chunk needs, its static imports first; without the entry's own closure. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`prerender: the manifest has no chunk '${name}'`);
    if (skip.has(name)) return;
    skip.add(name);
    for (const next of chunk.imports ?? []) visit(next);
    files.push(chunk.file);
  };
  visit(key);
  return files;
}

function entryClosure(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('prerender: the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of manifest[name]?.imports ?? []) visit(next);
  };
  visit(entry);
  return seen;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The template with the page's markup in `#root`, made to paint before anything but the
 * stylesheet and the images has loaded: the entry script, its preloads, the screen's chunks and
 * the two files start-up reads move into `<template id="after-paint">`, whose hints
 * `startScript` activates once the page has painted (and then starts the app).
 */
export function pageHtml(template: string, page: RenderedPage, preloads: string[]): string {
  const root = '<div id="root"></div>';
  const entry = / *<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(template);
  if (!template.includes(root) || !template.includes('  </head>') || !entry) {
    throw new Error(
      'prerender: index.html lacks <div id="root"></div>, </head> or the entry script',
    );
  }
  const vitePreloads = [
    ...template.matchAll(/ *<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g),
  ];
  const afterPaint = [
    `<link rel="modulepreload" crossorigin href="${entry[1]}" data-entry>`,
    ...vitePreloads.map(([, href]) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    '<link rel="preload" as="fetch" crossorigin href="/config.json">',
    '<link rel="preload" as="fetch" crossorigin href="/i18n/en.json">',
  ];
  const start = [
    '<template id="after-paint">',
    ...afterPaint.map((link) => `  ${link}`),
    '</template>',
    `<script>${startScript}</script>`,
  ]
    .map((line) => `    ${line}\n`)
    .join('');
  // React puts resource hints (the logo's preload) first when it renders without a <head>; the
  // <img> itself is at the top of the page, so they are dropped rather than moved.
  const body = page.html.replace(/^(?:<link [^>]*>)*/, '');
  const marked = `<div id="root" data-path="${escapeAttribute(page.path)}" data-texts="${page.fingerprint}">${body}</div>`;
  let html = template.replace(entry[0], '');
  for (const [link] of vitePreloads) html = html.replace(link, '');
  return html.replace('  </head>', `${start}  </head>`).replace(root, () => marked);
}

/** The file a page is written to: dist/index.html for '/', dist/<path>/index.html otherwise. */
export function pageFile(path: string): string {
  return join(dist, ...path.split('/').filter(Boolean), 'index.html');
}

async function main() {
  const started = Date.now();
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest: Manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  );
  const catalogue = JSON.parse(await readFile(join(dist, 'i18n', 'en.json'), 'utf8'));
  const entry: PrerenderEntry = await import(
    pathToFileURL(join(serverBuild, 'entry-server.js')).href
  );
  await writeFile(join(dist, 'app-shell.html'), template);
  const inEntry = entryClosure(manifest);
  const paths = entry.prerenderedPaths();
  for (const path of paths) {
    const page = await entry.renderPage(path, catalogue);
    const skip = new Set(inEntry);
    const preloads = page.modules.flatMap((module) => chunkFiles(manifest, module, skip));
    const file = pageFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page, preloads));
  }
  await rm(serverBuild, { recursive: true, force: true });
  console.log(`prerender: ${paths.length} pages and app-shell.html in ${Date.now() - started} ms`);
}

if (import.meta.main) await main();
