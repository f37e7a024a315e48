#!/usr/bin/env node
// What is in a route's initial JS: every byte of each chunk is attributed, through the chunk's
// source map, to the module that produced it, and each chunk's gzip size is shared out in
// proportion (source-map-explorer's method). Usage: node scripts/perf/attribute.mjs [/route ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  distDir,
  gzipSize,
  kb,
  measureRoute,
  readManifest,
  resolveRoutes,
  table,
} from './lib/route-assets.mjs';

const print = (text) => process.stdout.write(`${text}\n`);
const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...chars].map((c, i) => [c, i]));

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const d = digit.get(c);
    value += (d & 31) << shift;
    if (d & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per original source, for one chunk. */
export function bytesBySource(file) {
  const code = readFileSync(join(distDir, file), 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8'));
  } catch {
    // Bundler-made chunks (the rolldown runtime) have no map: count them whole.
    return new Map([
      [`(${file.replace(/^assets\//, '')}, no source map)`, Buffer.byteLength(code)],
    ]);
  }
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((group, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments = group ? group.split(',').map(decodeSegment) : [];
    segments.forEach((segment, i) => {
      column += segment[0];
      if (segment.length > 1) source += segment[1];
      const next = segments[i + 1] ? column + segments[i + 1][0] : line.length;
      const name = segment.length > 1 ? map.sources[source] : '(unmapped)';
      bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(line.slice(column, next)));
    });
  });
  return bytes;
}

/** node_modules/.pnpm/<pkg>@v/node_modules/<pkg>/... -> <pkg>; workspace sources by package. */
export function packageOf(source) {
  const nm = /node_modules\/(?!\.pnpm)((?:@[^/]+\/)?[^/]+)/.exec(
    source.split('node_modules/.pnpm/').at(-1),
  );
  if (nm) return nm[1];
  const ws = /(packages|apps)\/([^/]+)\//.exec(source);
  if (ws) return `@forecourt/${ws[2]}`;
  if (source.startsWith('../src/') || source.startsWith('src/')) return '@forecourt/portal';
  return source;
}

/** gzip bytes per module and per package over a route's initial JS. */
export function attribute(files) {
  const modules = new Map();
  for (const file of files) {
    const bytes = bytesBySource(file);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    const gz = gzipSize(file);
    for (const [source, size] of bytes) {
      const entry = modules.get(source) ?? { raw: 0, gz: 0 };
      entry.raw += size;
      entry.gz += (gz * size) / total;
      modules.set(source, entry);
    }
  }
  const packages = new Map();
  for (const [source, { raw, gz }] of modules) {
    const name = packageOf(source);
    const entry = packages.get(name) ?? { raw: 0, gz: 0 };
    entry.raw += raw;
    entry.gz += gz;
    packages.set(name, entry);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1].gz - a[1].gz);
  return { modules: sorted(modules), packages: sorted(packages) };
}

const short = (source) =>
  source.replace(/^(\.\.\/)+/, '').replace(/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');

function main() {
  const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'budget.json'), 'utf8'));
  const manifest = readManifest();
  const { entry, routes } = resolveRoutes(budget, manifest);
  const wanted = process.argv.slice(2);
  const top = Number(process.env.ATTRIBUTE_TOP ?? 15);
  for (const route of routes.filter((r) => wanted.length === 0 || wanted.includes(r.url))) {
    const { initial } = measureRoute(manifest, entry, route, budget.eager);
    const { modules, packages } = attribute(initial.js);
    print(`\n### ${route.url}: ${kb(initial.jsGz)} KB gzip in ${initial.js.length} JS files\n`);
    print(
      table(
        ['package', 'gz KB', 'min KB'],
        packages.slice(0, top).map(([n, s]) => [n, kb(s.gz), kb(s.raw)]),
      ),
    );
    print('');
    print(
      table(
        ['module', 'gz KB'],
        modules.slice(0, top).map(([n, s]) => [short(n), kb(s.gz)]),
      ),
    );
  }
}

if (import.meta.main) main();
