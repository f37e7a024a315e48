// Writes the prerendered pages into dist after `vite build` (client) and the prerender build
// (`vite build --ssr src/edge/prerender.tsx --outDir .prerender`):
// - dist/index.html and dist/<path>/index.html for every path of `prerenderedPaths`: the first
//   step of the screen in the markup, its chunks and start-up's preloaded, `#root` marked with
//   the path and the texts' fingerprint so the browser knows it may take the page over;
// - dist/app-shell.html: the empty page every other path falls back to;
// - dist/.vite/pages.json: the manifest keys each page links besides the entry (the budget's):
//   its screen's and start-up's.
// The build fails if a page cannot be rendered or its chunk is missing from the manifest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderedPage } from '../src/edge/prerender.tsx';
import { startUpMeta } from '../src/edge/start-script/handover.ts';
import { startScriptHashFile } from './headers.ts';
import { buildStartScript } from './start-script.ts';

type ManifestChunk = {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;
/** What every page is made from: `vite build`'s index.html, and the start script as built. */
export type PageTemplate = { html: string; startScript: string };
/** The prerender build of `src/edge/prerender.tsx`, as this script loads it. */
type PrerenderEntry = typeof import('../src/edge/prerender.tsx');

const appDir = resolve(import.meta.dirname, '..');
const dist = join(appDir, 'dist');
const serverBuild = join(appDir, '.prerender');

/**
 * The JS files a chunk needs, its static imports first, leaving out the chunks in `skip` (what
 * the page has already); every chunk visited is added to `skip`.
 */
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

/** The entry chunk and every chunk it imports: what every page loads anyway. */
function entryClosure(manifest: Manifest): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('prerender: the manifest has no entry chunk');
  const closure = new Set<string>();
  chunkFiles(manifest, entry, closure);
  return closure;
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The configuration's preload, first in every page's head. The start script asks for
 * `/config.json` as soon as it runs, but the browser's preload scanner has asked for the page's
 * files by then, and on HTTP/1.1 with six connections the request waited behind them (0.5-0.7 s
 * on a slow phone). The dealer groups wait for the configuration, and the dealer-group form for
 * them. Linked before the script, the preload is the first request the page makes, and the
 * script's fetch takes its reply (a preload is only taken by a fetch made after its link was
 * parsed, hence before the script; `crossorigin` gives the fetch's mode and credentials).
 */
export const configPreload = '<link rel="preload" as="fetch" href="/config.json" crossorigin>';

/**
 * The head's first line, which the configuration's preload and the start script follow: a
 * character encoding declared after the first 1024 bytes (the start script alone is 3 KB) would
 * not count, and a host that sends none in its `Content-Type` would leave the browser to guess.
 */
const charset = '<head>\n    <meta charset="UTF-8" />\n';

/** What a page links, by when it is needed (each a list of files in dist). */
export type PageLinks = {
  /**
   * What its takeover needs: linked as module preloads. The start script counts every module
   * preload in the head as the takeover's to tell when its last file is arriving, so nothing
   * else is linked that way.
   */
  takeover: string[];
  /**
   * What start-up loads besides: what its first call needs (the services, the form checks and,
   * where the first step calls as it loads, the reply check) and what its first step works
   * without until it loads (the dealership picker). Named in a `<meta>` above the start script,
   * which asks for them as the takeover's last file arrives. Linked with the page, even at low
   * priority, they shared the bandwidth with the takeover's files on HTTP/1.1 at Slow 4G (every
   * form page 4-7 % slower); asked for by the entry as it ran, they arrived 0.2-0.3 s after the
   * takeover.
   */
  startUp?: string[];
};

/**
 * The template with the configuration's preload and the start script first in its head and, for
 * a prerendered page, the page's markup in `#root` and hints for everything the page needs
 * before it can be used (`links`); the start script takes the configuration and links the chosen
 * language's catalogue, the other files start-up reads. All of it downloads alongside the HTML
 * and the stylesheet (module scripts never hold up the first paint), so the app takes the page
 * over as soon as the network allows.
 */
export function pageHtml(
  template: PageTemplate,
  page: RenderedPage | undefined,
  { takeover, startUp = [] }: PageLinks,
): string {
  const root = '<div id="root"></div>';
  if (
    !template.html.includes(root) ||
    !template.html.includes(charset) ||
    !template.html.includes('  </head>') ||
    !/<script type="module" crossorigin src="[^"]+"><\/script>/.test(template.html)
  ) {
    throw new Error(
      'prerender: index.html lacks <div id="root"></div>, <head> opening with <meta charset>, </head> or the entry script',
    );
  }
  // The configuration and the chosen language's catalogue are the start script's to ask for.
  const hints = takeover
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  // Above the start script, which reads it as it runs.
  const startUpNames =
    startUp.length > 0
      ? `    <meta name="${startUpMeta}" content="${startUp.map((file) => `/${file}`).join(' ')}">\n`
      : '';
  const html = template.html
    .replace(
      charset,
      () =>
        `${charset}    ${configPreload}\n${startUpNames}    <script>${template.startScript}</script>\n`,
    )
    .replace('  </head>', () => `${hints}  </head>`);
  if (!page) return html;
  // React puts resource hints (the logo's preload) first when it renders without a <head>; the
  // <img> itself is at the top of the page, so they are dropped rather than moved.
  const body = page.html.replace(/^(?:<link [^>]*>)*/, '');
  const marked = `<div id="root" data-path="${escapeAttribute(page.path)}" data-texts="${page.fingerprint}">${body}</div>`;
  // The page's own title (GUIDE-41), the one its first step sets once the app has taken over.
  const titled =
    page.title === undefined
      ? html
      : html.replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeText(page.title ?? '')}</title>`,
        );
  return titled.replace(root, () => marked);
}

/**
 * The manifest key of one of flows-core's entries that load late: its form checks (`checks`),
 * which every page with a form needs before its first call leaves, or its reply check
 * (`reply-check`), which reads that call's reply.
 */
export function flowsCoreEntryKey(manifest: Manifest, entry: 'checks' | 'reply-check'): string {
  const pattern = new RegExp(`flows-core/src/${entry}\\.ts$`);
  const keys = Object.keys(manifest).filter(
    (key) => pattern.test(key) && manifest[key]?.isDynamicEntry,
  );
  if (keys.length !== 1) {
    throw new Error(`prerender: expected one ${entry} chunk in the manifest, found ${keys.length}`);
  }
  return keys[0] as string;
}

/**
 * What a page with a form loads before its first call besides its screen: the services and the
 * form checks (the budget counts them as start-up's).
 */
export const servicesKey = 'src/edge/app-services.ts';

/** The file a page is written to: dist/index.html for '/', dist/<path>/index.html otherwise. */
export function pageFile(path: string): string {
  return join(dist, ...path.split('/').filter(Boolean), 'index.html');
}

async function main() {
  const started = Date.now();
  const start = await buildStartScript();
  const template = {
    html: await readFile(join(dist, 'index.html'), 'utf8'),
    startScript: start.script,
  };
  // The policy's hash of the start script, for the server (server/preview.ts) and deployers.
  await writeFile(join(dist, startScriptHashFile), `${start.source}\n`);
  const manifest: Manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  );
  const catalogue = JSON.parse(await readFile(join(dist, 'i18n', 'en.json'), 'utf8'));
  const entry: PrerenderEntry = await import(pathToFileURL(join(serverBuild, 'prerender.js')).href);
  await writeFile(join(dist, 'app-shell.html'), pageHtml(template, undefined, { takeover: [] }));
  const inEntry = entryClosure(manifest);
  const checks = flowsCoreEntryKey(manifest, 'checks');
  /** What a page's first call needs, by when it is made (a reply read at once: its check too). */
  const firstCallNeeds: Record<RenderedPage['firstCall'], string[]> = {
    none: [],
    'on press': [servicesKey, checks],
    'on load': [servicesKey, checks, flowsCoreEntryKey(manifest, 'reply-check')],
  };
  const paths = entry.prerenderedPaths();
  const pages: Record<string, { screen: readonly string[]; startUp: string[] }> = {};
  for (const path of paths) {
    const page = await entry.renderPage(path, catalogue);
    // Besides its screen: what its first call needs, and what its first step works without until
    // it loads (the dealership picker).
    const startUp = [...firstCallNeeds[page.firstCall], ...page.enhancements];
    const skip = new Set(inEntry);
    const files = (modules: readonly string[]) =>
      modules.flatMap((module) => chunkFiles(manifest, module, skip));
    const links = { takeover: files(page.modules), startUp: files(startUp) };
    const file = pageFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page, links));
    pages[path] = { screen: page.modules, startUp };
  }
  // What each page links besides the entry (its screen's modules, and start-up's), for the
  // bundle budget and its request check.
  await writeFile(join(dist, '.vite', 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  await rm(serverBuild, { recursive: true, force: true });
  console.log(
    `prerender: ${paths.length} pages and app-shell.html in ${Date.now() - started} ms; start script ${Buffer.byteLength(start.script)} bytes, ${start.source}`,
  );
}

if (import.meta.main) await main();
