// The consumer suite: the four packages as another team gets them. Packs each package (its
// prepack build), publishes the tarballs to a local registry (verdaccio on 127.0.0.1, no uplink;
// registry.mjs), copies examples/consumer to a temporary folder once per package manager, asks
// for the @forecourt/* packages by name and version (the app's .npmrc sends only that scope to
// the local registry; no overrides, no file: tarballs), adds the READMEs' examples, installs
// with npm and with pnpm (preferring what is already downloaded), checks each lockfile got the
// published tarballs, typechecks under strict
// TypeScript and builds with Vite; measures the named-import budgets; signs in headless in Node
// and, under React StrictMode, in Chromium against the reference user service. A Next.js App
// Router app (examples/consumer-next, installed with pnpm) is built with `next build` from the
// READMEs' app/ blocks, started with `next start`, checked for a ui-kit component in the HTML
// its server component rendered, and signed in with in Chromium (a hydration mismatch is a page
// error there). Writes reports/consumer.json for the test summary. Run after `turbo run build`.
// `--budgets`: only pack, install with pnpm and measure the budgets (no npm, no Next.js, no
// service, no browser); `--keep` keeps the temporary folder.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bundlers, measureBudgets } from './budgets.mjs';
import { freePort, run, runAsync, startProcess, stopProcess, waitForUrl } from './processes.mjs';
import { appFiles, exampleModules } from './readme-examples.mjs';
import {
  addUser,
  installedFromLock,
  installProblems,
  integrityOf,
  publish,
  publishedVersions,
  scopeNpmrc,
  startRegistry,
} from './registry.mjs';
import { signInInChromium } from './sign-in-chromium.mjs';

const root = join(import.meta.dirname, '..', '..');
const published = ['validators', 'contract', 'flows-core', 'ui-kit'];
/**
 * The apps' files that come from the READMEs, not from examples/: the complete sign-in (Vite)
 * and the "Server rendering and Next.js" sections (Next.js; its screen is the same file).
 */
const readmeAppFiles = [
  'src/main.tsx',
  'src/sign-in-screen.tsx',
  'app/layout.tsx',
  'app/page.tsx',
  'app/sign-in.tsx',
];
/** Each kind of app: the examples/ folder it is copied from, and where its configuration goes. */
const templates = {
  // Vite serves public/ as it is: the app fetches /config.json in the browser.
  vite: { folder: 'consumer', configFile: 'public/config.json', examples: true },
  // The page, a server component, reads config.json from the folder `next start` runs in.
  next: { folder: 'consumer-next', configFile: 'config.json', examples: false },
};
const nextEnv = { NEXT_TELEMETRY_DISABLED: '1' };
const budgetsOnly = process.argv.includes('--budgets');
/** Thrown after the budgets under `--budgets`: the rest of the suite is skipped, not failed. */
const budgetsDone = Symbol('budgets done');
const work = mkdtempSync(join(tmpdir(), 'forecourt-consumer-'));
const checks = [];
const notes = [];

/** Runs one check, records it as passed or failed with its time, and never throws. */
async function check(name, body) {
  const started = Date.now();
  process.stdout.write(`\n--- ${name}\n`);
  try {
    const note = await body();
    if (note) notes.push(`${name}: ${note}`);
    checks.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
    console.log(`--- ${name}: ok${note ? ` (${note})` : ''}`);
    return true;
  } catch (error) {
    checks.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`--- ${name}: FAILED\n${error instanceof Error ? error.message : error}`);
    // A registry that went away fails every install after it: say why, once.
    const child = registry?.child;
    if (child && (child.exitCode !== null || child.signalCode !== null) && !child.reported) {
      child.reported = true;
      console.error(
        `(verdaccio ended: ${child.exitCode ?? child.signalCode}; its last output:)\n${child.output}`,
      );
    }
    return false;
  }
}

const started = Date.now();
const tarballs = {};
/** The published version and tarball integrity of each package, for the lockfile checks. */
const expected = {};
const apps = budgetsOnly
  ? { pnpm: join(work, 'pnpm-app') }
  : { npm: join(work, 'npm-app'), pnpm: join(work, 'pnpm-app') };
const nextApp = budgetsOnly ? undefined : join(work, 'next-app');
let service;
let preview;
let nextServer;
let registry;

try {
  await check('the rules of this suite and of the package checks (node --test)', () => {
    const files = [
      'consumer/readme-examples.test.mjs',
      'consumer/props-tables.test.mjs',
      'consumer/registry.test.mjs',
      'checks/readme-links.test.mjs',
      'consumer/budgets.test.mjs',
      'package-contents.test.mjs',
      'public-exports.test.mjs',
    ].map((file) => join(root, 'scripts', file));
    run('node', ['--test', '--test-reporter=dot', ...files], root);
  });

  await check(
    "the READMEs: ui-kit's props tables match the types, no link into the repository",
    () => {
      run('node', [join(root, 'scripts', 'consumer', 'props-tables.mjs')], root);
      run('node', [join(root, 'scripts', 'checks', 'readme-links.mjs')], root);
    },
  );

  const packed = await check('pack the four packages (prepack builds them)', () => {
    const out = join(work, 'tarballs');
    mkdirSync(out);
    for (const name of published) {
      const before = new Set(readdirSync(out));
      run('pnpm', ['pack', '--pack-destination', out], join(root, 'packages', name), {}, 'quiet');
      const file = readdirSync(out).find((entry) => !before.has(entry));
      if (!file) throw new Error(`pnpm pack of ${name} wrote no tarball`);
      tarballs[`@forecourt/${name}`] = join(out, file);
      const { version } = JSON.parse(
        readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'),
      );
      expected[`@forecourt/${name}`] = { version, integrity: integrityOf(join(out, file)) };
    }
  });
  if (!packed) throw new Error('nothing to install');

  const registryPort = await freePort();
  const published_ = await check(
    'publish the four tarballs to a local registry (verdaccio on 127.0.0.1, no uplink)',
    async () => {
      registry = await startRegistry(join(work, 'registry'), registryPort);
      publish(registry.url, await addUser(registry.url), Object.values(tarballs), work);
      for (const [name, { version }] of Object.entries(expected)) {
        const versions = await publishedVersions(registry.url, name);
        if (!versions.includes(version))
          throw new Error(`${name}@${version} is not on the registry`);
      }
      return `${registry.url}, ${Object.keys(expected).length} packages`;
    },
  );
  if (!published_) throw new Error('nothing to install from');
  // pnpm keeps registry metadata per host and port: a stale copy from an earlier run on the same
  // port would name another tarball. (npm's is per address too; the lockfile check catches it.)
  forgetPnpmMetadata(`127.0.0.1+${registryPort}`);

  const servicePort = await freePort();
  const previewPort = await freePort();
  const nextPort = await freePort();
  const sitePorts = [await freePort(), await freePort(), await freePort()];
  const serviceUrl = `http://127.0.0.1:${servicePort}`;

  const prepared = await check(
    "prepare the apps: the READMEs' complete sign-in is src/main.tsx and src/sign-in-screen.tsx, their Next.js pages app/*.tsx",
    () => {
      for (const dir of Object.values(apps))
        prepareApp(dir, templates.vite, { serviceUrl, sitePorts });
      if (nextApp) prepareApp(nextApp, templates.next, { serviceUrl, sitePorts });
    },
  );
  if (!prepared) throw new Error('no app to install');

  // The two installs are mostly waiting for the network or the disk: run them side by side.
  const installArgs = {
    npm: ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    pnpm: [
      'install',
      '--prefer-offline',
      '--reporter=append-only',
      '--config.confirmModulesPurge=false',
    ],
  };
  const installs = Object.fromEntries(
    Object.entries(apps).map(([manager, dir]) => [
      manager,
      runAsync(manager, installArgs[manager], dir),
    ]),
  );
  const nextInstall = nextApp && runAsync('pnpm', installArgs.pnpm, nextApp);
  // Each install is awaited by its own check, later: one that fails before then is reported
  // there, not as an unhandled rejection that ends this script mid-suite.
  for (const install of [...Object.values(installs), nextInstall]) install?.catch(() => {});
  for (const [manager, dir] of Object.entries(apps)) {
    const installed = await check(
      `${manager}: install the packages from the local registry into a fresh app (no overrides)`,
      async () => {
        await installs[manager];
        const problems = installProblems(installedFromLock(dir), expected);
        if (problems.length > 0) throw new Error(problems.join('\n'));
        return `${Object.keys(expected).length} packages, each the published tarball`;
      },
    );
    if (!installed || budgetsOnly) continue;
    await check(`${manager}: strict TypeScript (app and README examples)`, () => {
      run(join(dir, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], dir);
      return `${readdirSync(join(dir, 'src', 'readme')).length} README examples`;
    });
    await check(`${manager}: no private declarations in the packages' types`, () => {
      const leaks = privateDeclarations(dir);
      if (leaks.length > 0) throw new Error(leaks.join('\n'));
    });
    await check(`${manager}: vite build`, () => {
      run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], dir);
    });
  }

  const nextBuilt =
    nextApp &&
    (await check(
      'next: install flows-core and ui-kit from the local registry into a fresh Next.js app',
      async () => {
        await nextInstall;
        const problems = installProblems(installedFromLock(nextApp), expected);
        if (problems.length > 0) throw new Error(problems.join('\n'));
        const { version } = JSON.parse(
          readFileSync(join(nextApp, 'node_modules', 'next', 'package.json'), 'utf8'),
        );
        return `next ${version}`;
      },
    )) &&
    (await check('next: next build (App Router, strict TypeScript)', () => {
      run(join(nextApp, 'node_modules', '.bin', 'next'), ['build'], nextApp, nextEnv);
    }));

  const bin = (name) => join(apps.pnpm, 'node_modules', '.bin', name);
  const budgetBuilds = {
    // 'error': Radix's "use client" directives are reported as warnings in a library build.
    vite: () =>
      run(bin('vite'), ['build', '-c', 'vite.budget.config.ts', '--logLevel', 'error'], apps.pnpm),
    esbuild: () => run('node', ['esbuild.budget.mjs'], apps.pnpm),
    rollup: () => run(bin('rollup'), ['-c', 'rollup.budget.config.mjs', '--silent'], apps.pnpm),
  };
  for (const { name, outDir, manifest } of bundlers) {
    await check(`budgets (${name}): named imports in a consumer build of dist/`, () => {
      budgetBuilds[name]();
      const { lines, failures } = measureBudgets(
        join(apps.pnpm, outDir),
        undefined,
        manifest,
        name,
      );
      for (const line of lines) console.log(`  ${line}`);
      if (failures.length > 0) throw new Error(failures.join('\n'));
      return lines.join('; ');
    });
  }
  if (budgetsOnly) throw budgetsDone;

  service = startProcess('user service', 'pnpm', ['--filter', '@forecourt/user-service', 'start'], {
    cwd: root,
    env: {
      PORT: String(servicePort),
      DATA_DIR: 'memory://',
      SITE_PORTS: sitePorts.join(','),
      PORTAL_ORIGINS: `http://127.0.0.1:${previewPort},http://127.0.0.1:${nextPort}`,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // For the failures check: SMS cannot be handed over, and codes expire quickly. The sign-ins
      // use e-mail.
      SMS_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/sms`,
      OTP_TTL_SECONDS: '10',
    },
  });
  await waitForUrl(`${serviceUrl}/healthz`, 60_000).catch((error) => {
    throw new Error(`${error.message}\n${service.output}`);
  });

  await check('node: headless sign-in (npm app) reaches the redirect', async () => {
    const { stdout } = await runAsync('node', ['src/node-sign-in.ts'], apps.npm, {
      env: {
        FORECOURT_API: serviceUrl,
        FORECOURT_DEALER_URL: `http://127.0.0.1:${sitePorts[1]}`,
      },
      timeoutMs: 60_000,
    });
    const url = stdout.match(/redirect: (\S+)/)?.[1] ?? '';
    const expected = new RegExp(`^http://127\\.0\\.0\\.1:${sitePorts[1]}/home/[A-Za-z0-9_-]+$`);
    if (!expected.test(url)) throw new Error(`unexpected redirect '${url}'\n${stdout}`);
    return url.replace(/\/home\/.*/, '/home/{kid}');
  });

  await check(
    'node: each failure is what the service meant (an exhaustive switch on error.code)',
    async () => {
      const { stdout } = await runAsync('node', ['src/node-errors.ts'], apps.npm, {
        env: { FORECOURT_API: serviceUrl },
        timeoutMs: 90_000,
      });
      const seen = Object.fromEntries(
        stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line))
          .map(({ scenario, code, meaning }) => [scenario, `${code}: ${meaning}`]),
      );
      const expected = {
        'wrong password': 'credentials_invalid: wrong password',
        'wrong code': 'code_wrong: wrong code, 4 tries left',
        'expired code': 'code_expired: expired code',
        'send failed': 'send_failed: send failed',
        'rate limited': 'rate_limited: rate limited',
        'bad client token': 'client_unauthorized: bad client token',
        'service down': 'network: service down',
      };
      const wrong = Object.entries(expected).filter(([scenario, line]) => seen[scenario] !== line);
      if (wrong.length > 0)
        throw new Error(
          `unexpected:\n${wrong.map(([s, l]) => `  ${s}: expected '${l}', saw '${seen[s]}'`).join('\n')}\n${stdout}`,
        );
      return `${Object.keys(expected).length} failures, each its code`;
    },
  );

  preview = startProcess(
    'vite preview',
    join(apps.pnpm, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
    { cwd: apps.pnpm },
  );
  await waitForUrl(`http://127.0.0.1:${previewPort}/`, 30_000).catch((error) => {
    throw new Error(`${error.message}\n${preview.output}`);
  });
  await check('chromium: React StrictMode app (pnpm) signs in', () =>
    signInInChromium({
      root,
      appUrl: `http://127.0.0.1:${previewPort}/`,
      serviceUrl,
      siteUrl: `http://127.0.0.1:${sitePorts[0]}`,
    }),
  );

  if (nextBuilt) {
    const nextUrl = `http://127.0.0.1:${nextPort}/`;
    const served = await check(
      'next: next start serves HTML with the sign-in and a ui-kit Button its server component rendered',
      async () => {
        nextServer = startProcess(
          'next start',
          join(nextApp, 'node_modules', '.bin', 'next'),
          ['start', '--hostname', '127.0.0.1', '--port', String(nextPort)],
          { cwd: nextApp, env: nextEnv },
        );
        await waitForUrl(nextUrl, 30_000).catch((error) => {
          throw new Error(`${error.message}\n${nextServer.output}`);
        });
        // What the server sent, before any script ran: each button and the words on it.
        const html = await (await fetch(nextUrl)).text();
        const button = (words) => new RegExp(`<button[^>]*>(?:(?!</button>)[\\s\\S])*${words}`);
        const missing = [
          ['the Login button (the sign-in, a client component)', button('Login')],
          ['the Start again button (ui-kit, from the server component)', button('Start again')],
        ].filter(([, pattern]) => !pattern.test(html));
        if (missing.length > 0)
          throw new Error(`no ${missing.map(([what]) => what).join(', no ')} in\n${html}`);
      },
    );
    if (served)
      await check('chromium: Next.js app signs in, hydrated without a mismatch', () =>
        signInInChromium({
          root,
          appUrl: nextUrl,
          serviceUrl,
          siteUrl: `http://127.0.0.1:${sitePorts[0]}`,
        }),
      );
  }
} catch (error) {
  if (error !== budgetsDone) {
    console.error(`consumer suite stopped: ${error instanceof Error ? error.message : error}`);
    checks.push({ name: 'the suite ran to its end', ok: false, seconds: 0 });
  }
} finally {
  await stopProcess(preview);
  await stopProcess(nextServer);
  await stopProcess(service);
  await stopProcess(registry?.child);
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}

const failed = checks.filter((entry) => !entry.ok);
const seconds = Math.round((Date.now() - started) / 1000);
mkdirSync(join(import.meta.dirname, 'reports'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'reports', budgetsOnly ? 'consumer-budgets.json' : 'consumer.json'),
  `${JSON.stringify({ passed: checks.length - failed.length, failed: failed.length, seconds, checks, notes }, null, 2)}\n`,
);
console.log(
  `\nconsumer suite: ${checks.length - failed.length} passed, ${failed.length} failed in ${seconds} s`,
);
for (const entry of checks)
  console.log(`  ${entry.ok ? 'ok  ' : 'FAIL'} ${entry.name} (${entry.seconds.toFixed(1)} s)`);
process.exit(failed.length > 0 ? 1 : 0);

/**
 * Copies a template app (`templates.vite` or `.next`) to `dir`, asking for the published
 * versions by name (its .npmrc sends the @forecourt scope to the local registry), with the
 * READMEs' app files, their examples (Vite) and the configuration file.
 */
function prepareApp(dir, template, { serviceUrl, sitePorts }) {
  cpSync(join(root, 'examples', template.folder), dir, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|dist|dist-budget)(\/|$)|README\.md$/.test(source),
  });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [name, { version }] of Object.entries(expected))
    manifest.dependencies[name] = `^${version}`;
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, '.npmrc'), scopeNpmrc(registry.url));

  const readmes = Object.fromEntries(
    published.map((name) => [
      name,
      readFileSync(join(root, 'packages', name, 'README.md'), 'utf8'),
    ]),
  );
  if (template.examples) {
    mkdirSync(join(dir, 'src', 'readme'), { recursive: true });
    for (const [name, markdown] of Object.entries(readmes)) {
      for (const { file, code } of exampleModules(name, markdown)) {
        writeFileSync(join(dir, 'src', 'readme', file), code);
      }
    }
  }
  // The apps the suite builds, types and drives in Chromium are the READMEs' code.
  const shown = appFiles(readmes);
  for (const file of readmeAppFiles)
    if (!shown.some((entry) => entry.file === file))
      throw new Error(`no README shows ${file} (a \`\`\`tsx file=${file} block)`);
  for (const { file, code } of shown) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), code);
  }

  const site = (port) => `http://127.0.0.1:${port}`;
  const local = {
    production: false,
    api: serviceUrl,
    envName: 'LOCAL',
    token: 'forecourt-dev-token',
    home: 'http://127.0.0.1/',
    authUI: 'http://127.0.0.1/',
    customerURL: site(sitePorts[0]),
    dealerURL: site(sitePorts[1]),
    dealerGroupURL: site(sitePorts[2]),
    product: 'Forecourt',
  };
  // One environment, as a team that adopts the packages writes it (the READMEs' environmentOf).
  const config = { environments: { local } };
  mkdirSync(dirname(join(dir, template.configFile)), { recursive: true });
  writeFileSync(join(dir, template.configFile), `${JSON.stringify(config, null, 2)}\n`);
}

/** Removes pnpm's cached registry metadata for one `host+port` (best effort). */
function forgetPnpmMetadata(host) {
  const cache = join(homedir(), '.cache', 'pnpm');
  try {
    for (const entry of readdirSync(cache))
      if (entry.startsWith('metadata'))
        rmSync(join(cache, entry, host), { recursive: true, force: true });
  } catch {
    // No cache yet: nothing to forget.
  }
}

/** Declarations of private module names (`__checks_ts_x`) left in the installed packages' types. */
function privateDeclarations(dir) {
  const leaks = [];
  for (const name of published) {
    const dist = join(dir, 'node_modules', '@forecourt', name, 'dist');
    for (const file of readdirSync(dist, { recursive: true })) {
      if (!String(file).endsWith('.d.ts')) continue;
      const text = readFileSync(join(dist, String(file)), 'utf8');
      for (const [match] of text.matchAll(/\b__\w+_ts_\w+/g))
        leaks.push(`${name}/dist/${file}: ${match}`);
    }
  }
  return leaks;
}
