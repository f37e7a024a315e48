// Packs every published package and checks what a consumer would get: publint --strict and
// Are The Types Wrong (ESM-only profile). Run after `turbo run build`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const published = ['validators', 'contract', 'flows-core', 'ui-kit'];
const root = join(import.meta.dirname, '..');
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

if (failures.length > 0) {
  console.error(`\npackage checks failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`\npackage checks: ${published.length} packages passed publint --strict and attw`);
