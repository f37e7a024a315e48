// Works out, from the Vite manifest and the route table, which JS and CSS files the browser
// fetches to show a route, and how big they are after gzip -9.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
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
 * Maps each route path of routes.tsx to the modules its screen is loaded from (none for a route
 * whose screen is in the entry chunk). The file is read, not executed: each `path: '...'` of the
 * route table is paired with the './...tsx' modules named before the next `path:` (the screen's,
 * and any its first step needs). If the file no longer has that shape the parse finds nothing
 * and the caller fails loudly.
 */
export function lazyModulesByPath(routesFile = join(portalDir, 'src', 'routes.tsx')) {
  const source = readFileSync(routesFile, 'utf8');
  const byPath = new Map();
  const blocks = source.split(/(?=\bpath:\s*['"`])/).slice(1);
  for (const block of blocks) {
    const path = /^path:\s*(['"`])([^'"`]*)\1/.exec(block)?.[2];
    if (path === undefined) continue;
    const specifiers = [...block.matchAll(/(['"`])(\.\/[^'"`]+\.tsx?)\1/g)].map((m) => m[2]);
    byPath.set(
      path,
      specifiers.map((specifier) => posix.join('src', specifier)),
    );
  }
  return byPath;
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
 * Checks the budget's view of the app against the manifest and routes.tsx, so that a moved file
 * or a new lazy chunk fails the run instead of silently shrinking a route:
 * - every budgeted route path exists in routes.tsx, and its lazy module is a dynamic entry;
 * - every dynamic import of the entry chunk is a route module or listed in `eager`/`onDemand`.
 */
export function resolveRoutes(budget, manifest, byPath = lazyModulesByPath()) {
  const entry = entryKey(manifest);
  if (byPath.size === 0) {
    throw new MappingError("found no route `path: '...'` in apps/portal/src/routes.tsx");
  }
  const problems = [];
  const routes = budget.routes.map((route) => {
    if (!byPath.has(route.path)) {
      problems.push(`route path '${route.path}' (${route.url}) is not in routes.tsx`);
      return { ...route, lazy: [] };
    }
    const modules = byPath.get(route.path);
    for (const module of modules) {
      if (!manifest[module]?.isDynamicEntry) {
        problems.push(`${route.url}: module ${module} is not a dynamic entry in the manifest`);
      }
    }
    return { ...route, lazy: modules };
  });
  const routeModules = new Set(routes.flatMap((route) => route.lazy));
  for (const path of byPath.keys()) {
    if (!budget.routes.some((route) => route.path === path)) {
      problems.push(`routes.tsx path '${path}' has no budget entry in scripts/perf/budget.json`);
    }
  }
  const classified = new Set([...routeModules, ...budget.eager, ...budget.onDemand]);
  for (const key of budget.eager) {
    if (!manifest[key]) problems.push(`eager module ${key} is not in the manifest`);
  }
  for (const key of manifest[entry].dynamicImports ?? []) {
    if (!classified.has(key)) {
      problems.push(`the entry lazily imports ${key}: add it to a route, 'eager' or 'onDemand'`);
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
 * Sizes of one route: `critical` = entry + the route's screen chunk + their static imports + the
 * page's stylesheet (what the page needs before it responds to input; a prerendered page shows
 * before any of the JS arrives); `initial` adds the `eager` chunks, lazy chunks every start would
 * fetch before idle (none today). The budget holds `initial`.
 */
export function measureRoute(manifest, entry, route, eager, dir = distDir) {
  const css = pageStylesheets(dir);
  const withCss = (files) => ({ js: files.js, css: [...new Set([...css, ...files.css])] });
  const critical = withCss(filesOf(manifest, [entry, ...route.lazy]));
  const initial = withCss(filesOf(manifest, [entry, ...route.lazy, ...eager]));
  return {
    critical: { ...critical, jsGz: sum(critical.js, dir), cssGz: sum(critical.css, dir) },
    initial: { ...initial, jsGz: sum(initial.js, dir), cssGz: sum(initial.css, dir) },
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
