// No import cycles is Biome's `suspicious/noImportCycles`, at error with `ignoreTypes: false`
// (biome.json), over every source tree Biome lints. These tests lint the trees in
// fixtures/import-cycles with the repository's own configuration: one whose circle closes only
// through a type import and a dynamic `import()` (what the rule's defaults miss), and the same
// shape with the type on its own module. They fail if the rule were off, a warning, or left to
// ignore type imports.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { lintTree } from './biome-fixture.mjs';

const fixtures = join(import.meta.dirname, 'fixtures', 'import-cycles');
const lint = (tree) => {
  const { status, output, flagged } = lintTree(join(fixtures, tree));
  return { status, output, flagged: flagged['suspicious/noImportCycles'] ?? [] };
};

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
