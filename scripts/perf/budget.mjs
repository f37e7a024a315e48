#!/usr/bin/env node
// Bundle budget: per-route initial JS (gzip -9) of the built portal as a ratio to the React +
// TanStack Router floor built in the same step, and CSS per page, against budget.json. A route
// over its goal (`jsRatio`, `cssLimit`) fails unless it is held by the ratchet: for a route
// above its goal or within the ratchet under it, the recorded figure plus `ratchet` (2%) is the
// ceiling, so what has been won cannot be lost unnoticed and every route has room to change. Exit 1 over a ceiling (with what grew), 2 when the route mapping is broken.
// Usage: node scripts/perf/budget.mjs [--update] [--json]   (after the portal build)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFloor } from './lib/floors.mjs';
import {
  distDir,
  filesOf,
  gzipSize,
  kb,
  MappingError,
  measureRoute,
  readManifest,
  readPages,
  resolveRoutes,
  table,
} from './lib/route-assets.mjs';

const budgetFile = join(import.meta.dirname, 'budget.json');
const print = (text) => process.stdout.write(`${text}\n`);

/**
 * The most a route may weigh: its goal, or the figure recorded plus `ratchet` (a share, 0.02 =
 * 2%) where that is more. A route above its goal, or within the ratchet under it, keeps that much
 * room over its record (about 2 KB): the ceiling guards against growth, and a few bytes never
 * decide where code lives (issue 44). A route well under its goal is held to the goal.
 */
export function ceilingOf(goal, recorded, ratchet) {
  if (recorded === undefined) return goal;
  return Math.max(goal, Math.floor(recorded * (1 + ratchet) * 1000) / 1000);
}

/** The floor's JS (gzip -9 bytes): its entry and everything that imports. */
export function floorJsOf(dir) {
  const manifest = readManifest(dir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return filesOf(manifest, [entry]).js.reduce((total, file) => total + gzipSize(file, dir), 0);
}

/**
 * Measures every budgeted route of the build in `dir` (the portal's dist by default) against
 * `floorJs`; `over` lists ceilings exceeded, `overGoal` goals.
 */
export function runBudget(budget, floorJs, dir = distDir) {
  const manifest = readManifest(dir);
  const { entry, routes } = resolveRoutes(budget, manifest, readPages(dir));
  const ratchet = budget.ratchet ?? 0;
  return routes.map((route) => {
    const sizes = measureRoute(manifest, entry, route, budget.eager, dir);
    const recorded = budget.recorded[route.url];
    const js = sizes.initial.jsGz;
    const ratio = Math.round((js / floorJs) * 1000) / 1000;
    const css = sizes.initial.cssGz;
    const ratioCeiling = ceilingOf(budget.jsRatio, recorded?.ratio, ratchet);
    // Bytes of gzip a route may still grow by before its ceiling (negative: over it).
    const room = Math.floor(ratioCeiling * floorJs) - js;
    const cssCeiling = ceilingOf(budget.cssLimit, recorded?.css, ratchet);
    const over = [];
    if (ratio > ratioCeiling) over.push('js');
    if (css > cssCeiling) over.push('css');
    const overGoal = [];
    if (ratio > budget.jsRatio) overGoal.push('js');
    if (css > budget.cssLimit) overGoal.push('css');
    return {
      ...route,
      sizes,
      js,
      ratio,
      linked: sizes.linked.jsGz,
      css,
      recorded,
      ratioCeiling,
      room,
      cssCeiling,
      over,
      overGoal,
    };
  });
}

/** The budget table; a route over a limit is marked. */
export function budgetTable(results, budget) {
  return table(
    [
      'route',
      'initial JS KB',
      'x floor',
      'ceiling',
      'room KB',
      'goal',
      'linked JS KB',
      'CSS KB',
      'ceiling',
      'status',
    ],
    results.map((r) => {
      let status = 'ok, goal met';
      if (r.over.length > 0) status = `OVER ${r.over.join('+')}`;
      else if (r.overGoal.length > 0) status = `ok, goal not met (${r.overGoal.join('+')})`;
      return [
        r.url,
        kb(r.js),
        `${r.over.includes('js') ? '!' : ''}${r.ratio.toFixed(2)}x`,
        `${r.ratioCeiling.toFixed(3)}x`,
        kb(r.room),
        `${budget.jsRatio.toFixed(2)}x`,
        kb(r.linked),
        `${r.over.includes('css') ? '!' : ''}${kb(r.css)}`,
        kb(r.cssCeiling),
        status,
      ];
    }),
  );
}

// Vite's content hash (8 characters before the extension) changes on every edit.
const unhashed = (file) => file.replace(/-[\w-]{8}\.(js|css)$/, '.$1');

/** Files that are new or bigger since the record, so a failure says what to look at. */
function growth(results) {
  const lines = [];
  for (const r of results) {
    if (!r.recorded) {
      lines.push(`  ${r.url}: no recorded sizes yet (run with --update to record them)`);
      continue;
    }
    const before = new Map(Object.entries(r.recorded.files ?? {}));
    for (const [file, size] of Object.entries(r.files)) {
      const old = before.get(unhashed(file));
      if (old === undefined) lines.push(`  ${r.url}: ${file} ${kb(size)} KB (new)`);
      else if (size > old) lines.push(`  ${r.url}: ${file} +${kb(size - old)} KB`);
    }
  }
  return lines;
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const floorJs = floorJsOf(await buildFloor(budget.floor));
  let results;
  try {
    results = runBudget(budget, floorJs);
  } catch (error) {
    if (!(error instanceof MappingError)) throw error;
    console.error(`budget: cannot map routes to chunks:\n${error.message}`);
    process.exit(2);
  }
  for (const r of results) {
    r.files = Object.fromEntries(
      [...r.sizes.initial.js, ...r.sizes.initial.css].map((file) => [file, gzipSize(file)]),
    );
  }
  if (args.has('--json')) {
    print(JSON.stringify({ floorJs, results }, null, 2));
  } else {
    print(
      `Initial JS per route (entry + route chunks + static imports, gzip -9) against the React + TanStack Router floor (${kb(floorJs)} KB, built now);`,
    );
    print('"linked" adds what start-up loads before the first call (services, form checks)\n');
    print(budgetTable(results, budget));
  }
  if (args.has('--update')) {
    budget.recorded = Object.fromEntries(
      results.map((r) => [
        r.url,
        {
          ratio: r.ratio,
          css: r.css,
          files: Object.fromEntries(
            Object.entries(r.files).map(([file, size]) => [unhashed(file), size]),
          ),
        },
      ]),
    );
    writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
    print('\nbudget: recorded figures updated in scripts/perf/budget.json');
  }
  const failing = results.filter((r) => r.over.length > 0);
  if (failing.length > 0) {
    const grew = growth(failing);
    console.error(`\nbudget: ${failing.length} route(s) over the ceiling`);
    if (grew.length > 0) console.error(`what grew since the record:\n${grew.join('\n')}`);
    process.exit(1);
  }
  const open = results.filter((r) => r.overGoal.length > 0).length;
  print(
    open === 0
      ? `\nbudget: every route within ${budget.jsRatio}x the floor and its CSS goal`
      : `\nbudget: every route within its ceiling; ${open} route(s) still above the goal`,
  );
}

if (import.meta.main) await main();
