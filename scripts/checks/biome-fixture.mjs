// Lints a tree of files outside the repository with the repository's own biome.json (extended,
// so a rule the repository turns off or weakens is off or weak here too). For the tests of the
// rules the repository relies on Biome for: import cycles, the portal's layers.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(import.meta.dirname, '..', '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');

/**
 * Biome's lint of a tree: a directory to copy, or files as `{ path: source }`. Returns the exit
 * status, the output and, per rule (`suspicious/noImportCycles`), the files it flagged, sorted.
 * @param {string | Record<string, string>} tree
 */
export function lintTree(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-biome-'));
  try {
    if (typeof tree === 'string') cpSync(tree, dir, { recursive: true });
    else
      for (const [path, source] of Object.entries(tree)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), source);
      }
    // The tree is outside the repository's Git tree: no ignore file to read there.
    const config = { root: true, extends: [join(repo, 'biome.json')], vcs: { enabled: false } };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    const { status, stdout, stderr } = spawnSync(
      biome,
      ['lint', '--colors=off', '--max-diagnostics=none', '.'],
      { cwd: dir, encoding: 'utf8' },
    );
    const output = `${stdout}${stderr}`;
    /** @type {Record<string, string[]>} */
    const flagged = {};
    for (const [, file, rule] of output.matchAll(/^(\S+?):\d+:\d+ lint\/(\S+)/gm)) {
      flagged[rule] = [...(flagged[rule] ?? []), file];
    }
    for (const files of Object.values(flagged)) files.sort();
    return { status, output, flagged };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
