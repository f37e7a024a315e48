import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { citationsIn } from './self-contained.mjs';

// The fixtures are put together from pieces so this file does not cite anything itself.
const section = '\u00a7';
const up = '../';

const root = mkdtempSync(join(tmpdir(), 'self-contained-'));
mkdirSync(join(root, 'src', 'shared'), { recursive: true });
after(() => rmSync(root, { recursive: true, force: true }));

const lines = (text, file = 'src/a/x.ts') => citationsIn(text, file, root).map((c) => c.line);

describe('citationsIn', () => {
  it("passes requirement ids and the repository's own documents", () => {
    const text = [
      "/** 'Login' is enabled once the captcha is resolved (SIGNIN-4). */",
      '// See docs/architecture.md, Packages and the direction of their arrows.',
      `import { filled } from '${up}shared/selectors.ts';`,
      "test('early-input', () => {}); // e2e/tests/early-input.spec.ts",
    ].join('\n');
    assert.deepEqual(lines(text), []);
  });

  it('finds a section of the specification, however it is written', () => {
    const text = [
      `/** The routes of spec ${section}2. */`,
      `// Spec ${section}9: base z-indices.`,
      `// the spec's z-indices (${section}9)`,
      'ok',
    ].join('\n');
    assert.deepEqual(lines(text), [1, 1, 2, 2, 3]);
  });

  it('finds the documents the code was first written against', () => {
    const text = [
      `See ${'DESIGN'}.md 'Layout'.`,
      `(${'STYLE'}.md rule 7)`,
      `the ${'spec'}.md`,
    ].join('\n');
    assert.deepEqual(lines(text), [1, 2, 3]);
  });

  it('finds a folder beside the checkout, but not a folder of the repository', () => {
    const text = [
      `beyond \`${up}shared/${'DESIGN'}X\``,
      `read ${'/work'}/shared/notes`,
      `import { x } from '${up}shared/x.ts';`,
    ].join('\n');
    assert.deepEqual(lines(text, 'docs/decisions.md'), [1, 2, 3]);
    assert.deepEqual(lines(text, 'src/a/x.ts'), [2]);
  });
});
