#!/usr/bin/env node
// `pnpm bench:ab --against=<git ref>`: is this checkout's portal slower or bigger than the one
// at `<ref>`? Builds both (the other in a git worktree under the system's temp folder, installed
// from the pnpm store), serves them side by side with the same stand-in service, and measures
// every goal page of both in turns in one run, with the same throttling and person as
// `pnpm bench` (lib/usable.mjs), so the machine's drift between runs cancels out. Prints time
// to usable and initial JS of A (`<ref>`) and B (this checkout) with B / A, and whether each
// page is within `--tolerance` percent (3) of A. The router floor is measured in the same turns
// as a control: its own spread is the run's noise; the design-card floor beside it, the sign-in
// pages' goal. Exit 1 when a page is over the tolerance.
// Usage: pnpm bench:ab --against=<ref> [--runs=N] [--tolerance=P] [--pages=/a,/b]
// (`--pages` measures only those pages, to look into one quickly; the verdict then covers them.)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { floorJsOf, runBudget } from './budget.mjs';
import { loadChromium, playwrightLaunch, underBrowserLock } from './lib/browser.mjs';
import { buildFloor } from './lib/floors.mjs';
import { kb, portalDir, repoRoot, table } from './lib/route-assets.mjs';
import { portalConfig, startPortal, startStatic } from './lib/servers.mjs';
import {
  failureLines,
  measurePages,
  personas,
  portalPages,
  startStubService,
} from './lib/usable.mjs';

const print = (text) => process.stdout.write(`${text}\n`);

const argument = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const against = argument('against');
const runs = Number(argument('runs') ?? 7);
const tolerance = Number(argument('tolerance') ?? 3) / 100;
if (!against || !Number.isInteger(runs) || runs < 1 || !(tolerance >= 0)) {
  process.stderr.write(
    'usage: pnpm bench:ab --against=<git ref> [--runs=N] [--tolerance=P] [--pages=/a,/b]\n',
  );
  process.exit(2);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
  return result.stdout.trim();
}

const buildPortalIn = (root) =>
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@forecourt/portal'], root);

/** A worktree of `ref`, installed and with its portal built; reused when it exists. */
function checkoutOf(ref) {
  const commit = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repoRoot);
  const root = join(tmpdir(), `forecourt-ab-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, 'package.json'))) {
    run('git', ['worktree', 'add', '--detach', root, commit], repoRoot);
  }
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], root);
  buildPortalIn(root);
  return { commit, root, portal: join(root, 'apps', 'portal') };
}

const ratio = (b, a) => b / a;
const percent = (r) => `${r >= 1 ? '+' : ''}${((r - 1) * 100).toFixed(1)} %`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const onlyPages = argument('pages')?.split(',');
// A path names every person of its page (`/login/customer`: in English and in Afrikaans).
const measured = portalPages.filter(([, path]) => !onlyPages || onlyPages.includes(path));

async function main() {
  underBrowserLock();
  print(`== building A (${against}) in a worktree and B (this checkout)`);
  const a = checkoutOf(against);
  buildPortalIn(repoRoot);
  const routerFloorDir = await buildFloor('router-floor');
  const cardFloorDir = await buildFloor('card-floor');
  // Each build is read with its own budget file: it names the build's modules (paths move).
  const budgetOf = (root) =>
    JSON.parse(readFileSync(join(root, 'scripts', 'perf', 'budget.json'), 'utf8'));
  const floorJs = floorJsOf(routerFloorDir);
  const sizesA = runBudget(budgetOf(a.root), floorJs, join(a.portal, 'dist'));
  const sizesB = runBudget(budgetOf(repoRoot), floorJs);

  const stub = await startStubService();
  const env = { PORTAL_CONFIG: portalConfig(stub.origin), PORTAL_API_ORIGINS: stub.origin };
  const portalA = await startPortal(env, a.portal);
  const portalB = await startPortal(env, portalDir);
  const routerFloor = await startStatic(routerFloorDir);
  const cardFloor = await startStatic(cardFloorDir);
  let medians;
  let failures;
  try {
    const chromium = await loadChromium();
    const browser = await chromium.launch(playwrightLaunch());
    try {
      print(`== time to usable: ${runs} runs of every page of A and B in turns`);
      const pages = [
        ...measured.flatMap(([name, path, persona]) => [
          [`A ${name}`, portalA.origin + path, persona],
          [`B ${name}`, portalB.origin + path, persona],
        ]),
        ['router floor', `${routerFloor.origin}/`, personas.floor],
        ['design-card floor', `${cardFloor.origin}/`, personas.floor],
      ];
      ({ medians, failures } = await measurePages(browser, pages, runs, (name, turn, s) =>
        print(
          s.failed
            ? `  run ${turn} ${name}: FAILED ${s.failed}`
            : `  run ${turn} ${name}: usable ${Math.round(s.usable)} ms, JS ${kb(s.js)} KB`,
        ),
      ));
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all([
      portalA.stop(),
      portalB.stop(),
      routerFloor.stop(),
      cardFloor.stop(),
      stub.stop(),
    ]);
  }

  let within = true;
  const rows = measured.map(([name, path]) => {
    const usable = ratio(medians[`B ${name}`].usable, medians[`A ${name}`].usable);
    const jsA = sizesA.find((r) => r.url === path)?.js;
    const jsB = sizesB.find((r) => r.url === path)?.js;
    const js = jsA && jsB ? ratio(jsB, jsA) : undefined;
    // A load of B that did not react is over, whatever the medians say.
    const ok =
      failures[`B ${name}`] === 0 &&
      usable <= 1 + tolerance &&
      (js === undefined || js <= 1 + tolerance);
    within &&= ok;
    return [
      name,
      seconds(medians[`A ${name}`].usable),
      seconds(medians[`B ${name}`].usable),
      percent(usable),
      jsA ? kb(jsA) : '-',
      jsB ? kb(jsB) : '-',
      js ? percent(js) : '-',
      ok ? 'within' : 'OVER',
    ];
  });
  print(`\n== A = ${a.commit.slice(0, 12)} (${against}), B = this checkout; medians of ${runs}`);
  print(
    table(
      [
        'page',
        'A usable',
        'B usable',
        'B - A',
        'A initial JS KB',
        'B initial JS KB',
        'B - A',
        `within ${tolerance * 100} %`,
      ],
      rows,
    ),
  );
  print(`  router floor (control, same turns): ${seconds(medians['router floor'].usable)}`);
  print(`  design-card floor (same turns): ${seconds(medians['design-card floor'].usable)}`);
  for (const line of failureLines(failures)) print(line);
  print(within ? '\nB is within the tolerance on every page' : '\nB is over the tolerance');
  process.exitCode = within ? 0 : 1;
}

await main();
