// Works out, from the Vite manifest and the route table, which JS and CSS files the browser
// fetches to show a route, and how big they are after gzip -9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const repoRoot = join(import.meta.dirname, '..', '..', '..');
export const portalDir = join(repoRoot, 'apps', 'portal');
export const distDir = join(portalDir, 'dist');

/** An error that means the measurement itself is wrong (not that a budget was missed). */
export class MappingError extends Error {}

/** Reads dist/.vite/manifest.json; a missing build is a mapping error with the fix in it. */
export function readManifest(dir = distDir) {
  try {
    return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  } catch (cause) {
    throw new MappingError(
      `no Vite manifest in ${dir}: run 'pnpm --filter @forecourt/portal build' first (${cause.message})`,
    );
  }
}

/**
 * What each prerendered page loads besides the entry, as manifest keys: `screen` (its route's
 * screen modules, which it links) and `startUp` (the services and form checks a page with a form
 * needs before its first call and, on the dealer-group page, whose first call goes out as it
 * loads, the reply check and the picker too: the page names them for the start script, which
 * asks for them as the takeover's last file arrives). Written by the portal's prerender step
 * (apps/portal/server/prerender.ts) from the route tree itself, so the budget never guesses
 * which chunk shows which route.
 */
export function readPages(dir = distDir) {
  try {
    return JSON.parse(readFileSync(join(dir, '.vite', 'pages.json'), 'utf8'));
  } catch (cause) {
    throw new MappingError(
      `no dist/.vite/pages.json in ${dir}: run 'pnpm --filter @forecourt/portal build' first (${cause.message})`,
    );
  }
}

/** Every manifest key reachable through static `imports` from the given keys (inclusive). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new MappingError(`manifest has no entry '${key}'`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) {
    throw new MappingError(`expected one entry chunk in the manifest, found ${entries.length}`);
  }
  return entries[0];
}

/**
 * Checks the budget's view of the app against the manifest and the pages the build wrote, so
 * that a moved file or a new lazy chunk fails the run instead of silently shrinking a route:
 * - every budgeted URL is a prerendered page, and each module it links is a dynamic entry;
 * - every dynamic import of the entry chunk is some page's module or listed in `eager`/`onDemand`.
 */
export function resolveRoutes(budget, manifest, pages = readPages()) {
  const entry = entryKey(manifest);
  const problems = [];
  const routes = budget.routes.map((route) => {
    const page = pages[route.url];
    if (!page) {
      problems.push(`${route.url} is not a prerendered page (dist/.vite/pages.json)`);
      return { ...route, lazy: [], startUp: [] };
    }
    for (const module of [...page.screen, ...page.startUp]) {
      if (!manifest[module]?.isDynamicEntry) {
        problems.push(`${route.url}: module ${module} is not a dynamic entry in the manifest`);
      }
    }
    return { ...route, lazy: page.screen, startUp: page.startUp };
  });
  const pageModules = Object.values(pages).flatMap((page) => [...page.screen, ...page.startUp]);
  const classified = new Set([...pageModules, ...budget.eager, ...budget.onDemand]);
  for (const key of budget.eager) {
    if (!manifest[key]) problems.push(`eager module ${key} is not in the manifest`);
  }
  for (const key of manifest[entry].dynamicImports ?? []) {
    if (!classified.has(key)) {
      problems.push(`the entry lazily imports ${key}: add it to a page, 'eager' or 'onDemand'`);
    }
  }
  if (problems.length > 0) throw new MappingError(problems.join('\n'));
  return { entry, routes };
}

const gzipCache = new Map();
/** gzip -9 size in bytes of one file of dist. */
export function gzipSize(file, dir = distDir) {
  const key = join(dir, file);
  const cached = gzipCache.get(key);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  gzipCache.set(key, size);
  return size;
}

/** The JS and CSS files fetched for a set of manifest keys and their static imports. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of staticClosure(manifest, keys)) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const sum = (files, dir) => files.reduce((total, file) => total + gzipSize(file, dir), 0);

/**
 * The stylesheets every page links: read from dist/app-shell.html, the page template the
 * prerendered pages are made from (one stylesheet: cssCodeSplit is off). Empty before the
 * prerender step has run on this build (older builds have no app-shell.html).
 */
export function pageStylesheets(dir = distDir) {
  let html;
  try {
    html = readFileSync(join(dir, 'app-shell.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/g)].map(
    (match) => match[1],
  );
}

/**
 * Sizes of one route: `initial` = entry + the route's screen chunks + their static imports + the
 * page's stylesheet (what the page needs before it responds to input; the budget holds it);
 * `linked` adds start-up's chunks (services, form checks), which load during the takeover so that
 * its first call never waits for a download: everything that arrives before the page is fully usable.
 * `eager` lists lazy chunks every start would fetch besides (none today).
 */
export function measureRoute(manifest, entry, route, eager, dir = distDir) {
  const css = pageStylesheets(dir);
  const withCss = (files) => ({ js: files.js, css: [...new Set([...css, ...files.css])] });
  const initial = withCss(filesOf(manifest, [entry, ...route.lazy, ...eager]));
  const linked = withCss(filesOf(manifest, [entry, ...route.lazy, ...route.startUp, ...eager]));
  return {
    initial: { ...initial, jsGz: sum(initial.js, dir), cssGz: sum(initial.css, dir) },
    linked: { ...linked, jsGz: sum(linked.js, dir), cssGz: sum(linked.css, dir) },
  };
}

/** Kilobytes with one decimal, the unit of the figures (1 KB = 1000 bytes, as Vite). */
export const kb = (bytes) => (bytes / 1000).toFixed(1);

/** Left-aligned text table for a terminal and for docs (Markdown pipe table). */
export function table(header, rows) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
