#!/usr/bin/env node
// Bundle budget: per-route initial JS and CSS (gzip -9) of the built portal against budget.json.
// Each route has goals (jsLimit, cssLimit: the performance issue's targets) and a ceiling that
// ratchets: the larger of the goal and the recorded size plus `ratchet` (2%). A route over its
// ceiling fails (exit 1) with what grew; a route within its ceiling but over its goal passes and
// is reported, so the check guards what has been reached while the goals are still open.
// Exit 2 when the route mapping is broken.
// Usage: node scripts/perf/budget.mjs [--update] [--json]   (after the portal build)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  kb,
  MappingError,
  measureRoute,
  readManifest,
  resolveRoutes,
  table,
} from './lib/route-assets.mjs';

const budgetFile = join(import.meta.dirname, 'budget.json');
const print = (text) => process.stdout.write(`${text}\n`);

/**
 * The most a route may weigh: its goal, or while the goal is not reached, the size recorded
 * plus `ratchet` (a share, 0.02 = 2%), so what has been won cannot be lost unnoticed. A goal
 * reached is held as it is: the ratchet never lets a route grow past a goal it met.
 */
export function ceilingOf(goal, recorded, ratchet) {
  if (recorded === undefined || recorded <= goal) return goal;
  return Math.max(goal, Math.floor(recorded * (1 + ratchet)));
}

/** Measures every budgeted route; `over` lists the ceilings it exceeds, `overGoal` the goals. */
export function runBudget(budget = JSON.parse(readFileSync(budgetFile, 'utf8'))) {
  const manifest = readManifest();
  const { entry, routes } = resolveRoutes(budget, manifest);
  return routes.map((route) => {
    const sizes = measureRoute(manifest, entry, route, budget.eager);
    const recorded = budget.recorded[route.url];
    const js = sizes.initial.jsGz;
    const css = sizes.initial.cssGz;
    const ratchet = budget.ratchet ?? 0;
    const jsCeiling = ceilingOf(route.jsLimit, recorded?.js, ratchet);
    const cssCeiling = ceilingOf(route.cssLimit, recorded?.css, ratchet);
    const over = [];
    if (js > jsCeiling) over.push('js');
    if (css > cssCeiling) over.push('css');
    const overGoal = [];
    if (js > route.jsLimit) overGoal.push('js');
    if (css > route.cssLimit) overGoal.push('css');
    return { ...route, sizes, js, css, recorded, jsCeiling, cssCeiling, over, overGoal };
  });
}

const delta = (now, before) => {
  if (before === undefined) return 'new';
  const change = now - before;
  if (change === 0) return '0';
  return `${change > 0 ? '+' : ''}${kb(change)}`;
};

/** The budget table; a route over a limit is marked, and what grew since the record is named. */
export function budgetTable(results) {
  return table(
    [
      'route',
      'JS gz KB',
      'critical',
      'ceiling',
      'goal',
      'Δ JS',
      'CSS gz KB',
      'ceiling',
      'goal',
      'Δ CSS',
      'status',
    ],
    results.map((r) => {
      const grewJs = r.recorded && r.js > r.recorded.js;
      const grewCss = r.recorded && r.css > r.recorded.css;
      const grew = [grewJs && 'js', grewCss && 'css'].filter(Boolean).join('+');
      let status = 'ok, goal met';
      if (r.over.length > 0) status = `OVER ${r.over.join('+')}${grew ? ` (grew: ${grew})` : ''}`;
      else if (r.overGoal.length > 0) status = `ok, goal not met (${r.overGoal.join('+')})`;
      return [
        r.url,
        `${r.over.includes('js') ? '!' : ''}${kb(r.js)}`,
        kb(r.sizes.critical.jsGz),
        kb(r.jsCeiling),
        kb(r.jsLimit),
        delta(r.js, r.recorded?.js),
        `${r.over.includes('css') ? '!' : ''}${kb(r.css)}`,
        kb(r.cssCeiling),
        kb(r.cssLimit),
        delta(r.css, r.recorded?.css),
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
    const before = new Map(Object.entries(r.recorded?.files ?? {}));
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
  let results;
  try {
    results = runBudget(budget);
  } catch (error) {
    if (!(error instanceof MappingError)) throw error;
    console.error(`budget: cannot map routes to chunks:\n${error.message}`);
    process.exit(2);
  }
  const { gzipSize } = await import('./lib/route-assets.mjs');
  for (const r of results) {
    r.files = Object.fromEntries(
      [...r.sizes.initial.js, ...r.sizes.initial.css].map((file) => [file, gzipSize(file)]),
    );
  }
  if (args.has('--json')) {
    print(JSON.stringify(results, null, 2));
  } else {
    print('Initial JS and CSS per route (gzip -9; JS = entry + route chunk + static imports');
    print('+ chunks every start fetches; "critical" leaves those eager chunks out)\n');
    print(budgetTable(results));
  }
  if (args.has('--update')) {
    budget.recorded = Object.fromEntries(
      results.map((r) => [
        r.url,
        {
          js: r.js,
          css: r.css,
          files: Object.fromEntries(
            Object.entries(r.files).map(([file, size]) => [unhashed(file), size]),
          ),
        },
      ]),
    );
    writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
    print('\nbudget: recorded sizes updated in scripts/perf/budget.json');
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
      ? '\nbudget: every route within its ceiling and its goal'
      : `\nbudget: every route within its ceiling; ${open} route(s) still above the goal`,
  );
}

if (import.meta.main) await main();
