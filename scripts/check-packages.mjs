// Packs every published package and checks what a consumer would get: the tarball's contents
// (package-contents.mjs: dist/, types, README, LICENSE, CHANGELOG, nothing private, no
// workspace: ranges, no private package named), which entries are client modules ('use client'
// first, and only those), publint --strict and Are The Types Wrong (ESM-only profile). Packing runs
// each package's `prepack` build (a turbo cache hit after `turbo run build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directiveProblems, tarballProblems } from './package-contents.mjs';

const published = ['validators', 'contract', 'flows-core', 'ui-kit'];
/**
 * The entries a React server component may import that are client modules: all of ui-kit's
 * (components) and flows-core's hooks. Every other entry must stay server-safe (flows-core's
 * root is framework-free).
 */
const clientEntries = { 'ui-kit': ['.', './tooltip'], 'flows-core': ['./react'] };
const root = join(import.meta.dirname, '..');
/** The workspace's private packages (apps, e2e, tools): no published manifest may name one. */
const privatePackages = JSON.parse(
  execFileSync('pnpm', ['--recursive', 'ls', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  }),
)
  .filter((workspacePackage) => workspacePackage.private)
  .map((workspacePackage) => workspacePackage.name);
const out = mkdtempSync(join(tmpdir(), 'forecourt-pack-'));
const failures = [];

function run(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

for (const name of published) {
  const dir = join(root, 'packages', name);
  console.log(`\n== @forecourt/${name}`);
  if (!run('pnpm', ['exec', 'publint', '--strict'], dir)) failures.push(`${name}: publint`);
  const before = new Set(readdirSync(out));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: dir, stdio: 'ignore' });
  const tarball = readdirSync(out).find((file) => !before.has(file));
  if (!tarball) {
    failures.push(`${name}: pack produced no tarball`);
    continue;
  }
  const tarballPath = join(out, tarball);
  const files = execFileSync('tar', ['-tzf', tarballPath], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.startsWith('package/') && !line.endsWith('/'))
    .map((line) => line.slice('package/'.length));
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarballPath, 'package/package.json'], { encoding: 'utf8' }),
  );
  const read = (file) =>
    execFileSync('tar', ['-xzOf', tarballPath, `package/${file}`], { encoding: 'utf8' });
  const problems = [
    ...tarballProblems({ files, manifest, privatePackages }),
    ...directiveProblems({ manifest, clientEntries: clientEntries[name] ?? [], read }),
  ];
  for (const problem of problems) console.error(`  tarball: ${problem}`);
  if (problems.length > 0) failures.push(`${name}: tarball contents`);
  else
    console.log(
      `  tarball: ${files.length} files, dist/, types, README, LICENSE, CHANGELOG; client entries: ${(clientEntries[name] ?? []).join(', ') || 'none'}`,
    );
  const attwArgs = [
    'exec',
    'attw',
    join(out, tarball),
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    // A stylesheet export has no types to resolve.
    '--exclude-entrypoints',
    './styles.css',
  ];
  if (!run('pnpm', attwArgs, dir)) failures.push(`${name}: attw`);
}
rmSync(out, { recursive: true, force: true });

if (!run('node', ['--test', join(import.meta.dirname, 'package-contents.test.mjs')], root)) {
  failures.push('the tarball rules failed their own tests');
}
if (failures.length > 0) {
  console.error(`\npackage checks failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(
  `\npackage checks: ${published.length} packages passed the tarball check, publint --strict and attw`,
);
