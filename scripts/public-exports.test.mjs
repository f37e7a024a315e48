import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { entryModules, exportedNames, sharedNames, workspaceExports } from './public-exports.mjs';

describe('public exports', () => {
  it('reads values, types and renamed exports from export lists', () => {
    const source = `export type { A, B } from './a.ts';
export { c, type D, e as f } from './c.ts';`;
    assert.deepEqual(exportedNames(source), ['A', 'B', 'c', 'D', 'f']);
  });

  it('finds a name two packages export', () => {
    assert.deepEqual(sharedNames({ one: ['Toast', 'a'], two: ['Toast', 'b'] }), [
      { name: 'Toast', packages: ['one', 'two'] },
    ]);
  });

  it('gives each public name of the four packages one home', () => {
    const exportsByPackage = workspaceExports(join(import.meta.dirname, '..'));
    assert.ok(exportsByPackage['flows-core'].includes('useOwnedFlow'));
    assert.ok(exportsByPackage['flows-core'].includes('formChecks'), 'the ./checks entry is read');
    assert.deepEqual(sharedNames(exportsByPackage), []);
  });

  it("reads a package's entries from its exports map", () => {
    const manifest = {
      exports: {
        '.': { types: './dist/index.d.ts', '@forecourt/source': './src/index.ts' },
        './testing': { '@forecourt/source': './src/testing.ts' },
        './styles.css': './dist/styles.css',
        './package.json': './package.json',
      },
    };
    assert.deepEqual(entryModules(manifest), ['src/index.ts', 'src/testing.ts']);
  });

  it('has every entry module export through export lists only, nothing declared in it', () => {
    const root = join(import.meta.dirname, '..');
    for (const name of ['validators', 'contract', 'flows-core', 'ui-kit']) {
      const dir = join(root, 'packages', name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      for (const entry of entryModules(manifest)) {
        const source = readFileSync(join(dir, entry), 'utf8');
        const declared = source.match(
          /^export\s+(const|let|function|class|default|interface|type\s+\w+\s*=)/m,
        );
        assert.equal(declared, null, `${name}/${entry} declares an export: ${declared?.[0]}`);
      }
    }
  });
});
