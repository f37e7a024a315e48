import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { exportedNames, sharedNames, workspaceExports } from './public-exports.mjs';

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
    assert.deepEqual(sharedNames(exportsByPackage), []);
  });
});
