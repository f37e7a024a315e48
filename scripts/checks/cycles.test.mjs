// The import-cycle check (cycles.mjs) over the trees in fixtures/cycles: one with cycles (inside a
// package, and across packages through workspace imports), one with the same shapes cut.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { allowedCycles, findCycles, importsOf, isAllowed } from './cycles.mjs';

const script = join(import.meta.dirname, 'cycles.mjs');
const fixtures = join(import.meta.dirname, 'fixtures', 'cycles');
const withCycle = join(fixtures, 'with-cycle');
const withoutCycle = join(fixtures, 'without-cycle');
const typeCycle = join(fixtures, 'type-cycle');

const run = (root) => spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });

describe('importsOf', () => {
  it('tells static, type-only and dynamic imports apart', () => {
    const source = [
      "import a from './a.ts';",
      "import { b, type B } from './b.ts';",
      "import type { C } from './c.ts';",
      "import type D from './d.ts';",
      "import type * as E from './e.ts';",
      "import './f.ts';",
      "export * from './g.ts';",
      "export * as h from './h.ts';",
      "export { i } from './i.ts';",
      "export type { J } from './j.ts';",
      "export type * from './k.ts';",
      "const l = () => import('./l.ts');",
      'const m = import.meta.url;',
      "import type, { n } from './n.ts';",
      'export { a, b, l, m, n };',
    ].join('\n');
    assert.deepEqual(
      importsOf(source).map(({ kind, specifier }) => `${kind} ${specifier}`),
      [
        'static ./a.ts',
        // Under verbatimModuleSyntax an import with one value binding stays at runtime.
        'static ./b.ts',
        'type ./c.ts',
        'type ./d.ts',
        'type ./e.ts',
        'static ./f.ts',
        'static ./g.ts',
        'static ./h.ts',
        'static ./i.ts',
        'type ./j.ts',
        'type ./k.ts',
        'dynamic ./l.ts',
        // A default import whose name is `type`.
        'static ./n.ts',
      ],
    );
  });

  it('reads imports over several lines, and none from comments, strings, templates, regular expressions or JSX text', () => {
    const source = [
      'import {',
      '  // a comment inside the braces',
      '  x,',
      "} from './x.ts';",
      "// import { y } from './y.ts';",
      "/* import { z } from './z.ts'; */",
      'const s = "import { s } from \'./s.ts\'";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const t = `import { t } from './t.ts' ${s.replace(/['\"]/g, '')} import('./u.ts')`;",
      "const jsx = <p>Don't import {x} from './v.ts'</p>;",
      "export { w } from './w.ts';",
    ].join('\n');
    assert.deepEqual(
      importsOf(source).map(({ specifier }) => specifier),
      ['./x.ts', './w.ts'],
    );
  });
});

describe('findCycles', () => {
  it('finds a cycle inside a package and one across packages through workspace imports', () => {
    const { runtime } = findCycles(withCycle);
    const chains = runtime
      .map((cycle) => cycle.chains)
      .sort((x, y) => x[0][0].localeCompare(y[0][0]));
    assert.deepEqual(chains, [
      [['packages/lib/src/a.ts', 'packages/lib/src/b.ts', 'packages/lib/src/c.ts']],
      [['packages/lib/src/extra.ts', 'packages/lib/src/index.ts', 'packages/util/src/index.ts']],
    ]);
  });

  it('finds none where the imports do not come back', () => {
    const { runtime, typeOnly, dynamicImports, files } = findCycles(withoutCycle);
    assert.deepEqual(runtime, []);
    assert.deepEqual(typeOnly, []);
    // app.tsx's import() of lazy.ts, which imports app.tsx back, is no cycle.
    assert.equal(dynamicImports, 1);
    assert.equal(files, 7);
  });
});

describe('cycles.mjs', () => {
  it('fails on a tree with a cycle, listing each as a chain of files', () => {
    const result = run(withCycle);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /2 group\(s\) of files import each other/);
    assert.match(
      result.stderr,
      / {2}packages\/lib\/src\/a\.ts\n {4}-> packages\/lib\/src\/b\.ts\n {4}-> packages\/lib\/src\/c\.ts\n {4}-> packages\/lib\/src\/a\.ts/,
    );
    assert.match(result.stderr, /-> packages\/util\/src\/index\.ts/);
  });

  it('passes on a tree without one', () => {
    const result = run(withoutCycle);
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /import cycles: none among 7 source files/);
  });

  it('lists a cycle through type-only imports apart, and fails on it too', () => {
    const { runtime, typeOnly } = findCycles(typeCycle);
    assert.deepEqual(runtime, []);
    assert.deepEqual(
      typeOnly.map((cycle) => cycle.chains),
      [[['packages/lib/src/a.ts', 'packages/lib/src/shape.ts']]],
    );
    const result = run(typeCycle);
    assert.equal(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stderr, /through type-only imports/);
    assert.match(result.stderr, /-> packages\/lib\/src\/shape\.ts/);
  });

  it('accepts nothing by default, and matches an accepted cycle in any rotation', () => {
    assert.deepEqual(allowedCycles, []);
    const chain = ['a.ts', 'b.ts', 'c.ts'];
    assert.equal(isAllowed(chain), false);
    assert.equal(isAllowed(chain, [['b.ts', 'c.ts', 'a.ts']]), true);
    assert.equal(isAllowed(chain, [['a.ts', 'c.ts', 'b.ts']]), false);
  });
});
