// No import cycles is Biome's `suspicious/noImportCycles`, at error with `ignoreTypes: false`
// (biome.json), over every source tree Biome lints. These tests lint the trees in
// fixtures/import-cycles with the repository's own configuration: one whose circle closes only
// through a type import and a dynamic `import()` (what the rule's defaults miss), and the same
// shape with the type on its own module. They fail if the rule were off, a warning, or left to
// ignore type imports.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const repo = join(import.meta.dirname, '..', '..');
const biome = join(repo, 'node_modules', '.bin', 'biome');
const fixtures = join(import.meta.dirname, 'fixtures', 'import-cycles');

/** Biome's lint of one fixture tree, copied out of the repository under a config extending its own. */
function lint(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'forecourt-import-cycles-'));
  try {
    cpSync(join(fixtures, tree), dir, { recursive: true });
    // The fixture is outside the repository's Git tree: no ignore file to read there.
    const config = { root: true, extends: [join(repo, 'biome.json')], vcs: { enabled: false } };
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    const { status, stdout, stderr } = spawnSync(biome, ['lint', '--colors=off', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = `${stdout}${stderr}`;
    const flagged = [...output.matchAll(/^(\S+?):\d+:\d+ lint\/suspicious\/noImportCycles/gm)].map(
      (match) => match[1],
    );
    return { status, output, flagged: flagged.sort() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("Biome's noImportCycles as biome.json configures it", () => {
  it('fails a circle that closes through a type import and a dynamic import', () => {
    const { status, output, flagged } = lint('circle');
    assert.deepEqual(flagged, ['form.ts', 'steps.ts'], output);
    assert.equal(status, 1, output);
  });

  it('passes the same modules once the shared type stands on its own module', () => {
    const { status, output, flagged } = lint('cut');
    assert.deepEqual(flagged, [], output);
    assert.equal(status, 0, output);
  });
});
