import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cell, end, mostSpecific, renderTables, start, withTables } from './props-tables.mjs';

const button = {
  name: 'Button',
  specifier: '@forecourt/ui-kit',
  description: 'A button.',
  props: [
    {
      name: 'variant',
      type: "'primary' | 'link'",
      required: false,
      doc: "Look.\n Default 'primary'.",
    },
    { name: 'onClick', type: '() => void', required: true, doc: '' },
  ],
  inherited: ['ButtonHTMLAttributes'],
};

describe('props tables', () => {
  it('escapes pipes and folds line breaks in a cell', () => {
    assert.equal(cell("'a' |\n  'b'"), "'a' \\| 'b'");
  });

  it('renders a table per component: optional marked, type and description, inherited sets', () => {
    const markdown = renderTables([button]);
    assert.match(markdown, /### `Button`\n\n`import \{ Button \} from '@forecourt\/ui-kit';`/);
    assert.match(
      markdown,
      /\| `variant\?` \| `'primary' \\\| 'link'` \| Look\. Default 'primary'\. \|/,
    );
    assert.match(markdown, /\| `onClick` \| `\(\) => void` \| - \|/);
    assert.match(markdown, /React attributes of `ButtonHTMLAttributes`/);
  });

  it('keeps only the most specific React attribute sets', () => {
    assert.deepEqual(
      mostSpecific(new Set(['HTMLAttributes', 'AriaAttributes', 'ButtonHTMLAttributes'])),
      ['ButtonHTMLAttributes'],
    );
    assert.deepEqual(mostSpecific(new Set(['HTMLAttributes'])), ['HTMLAttributes']);
  });

  it('replaces only what sits between the markers, and refuses a README without them', () => {
    const readme = `# kit\n\n${start}\nold\n${end}\n\n## After\n`;
    assert.equal(withTables(readme, 'new'), `# kit\n\n${start}\nnew\n${end}\n\n## After\n`);
    assert.throws(() => withTables('# kit\n', 'new'), /has no/);
  });
});
