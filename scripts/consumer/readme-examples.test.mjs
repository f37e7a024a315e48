import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appFiles, codeBlocks, exampleModules } from './readme-examples.mjs';

const readme = `# pkg

\`\`\`sh
npm install pkg
\`\`\`

\`\`\`ts
import { a } from 'pkg';
\`\`\`

Text.

\`\`\`tsx
const view = <A />;
\`\`\`

\`\`\`tsx file=src/main.tsx
render(<App />);
\`\`\`
`;

describe('README examples', () => {
  it('finds every fenced block with its language and the file it names', () => {
    assert.deepEqual(
      codeBlocks(readme).map((block) => [block.language, block.file]),
      [
        ['sh', undefined],
        ['ts', undefined],
        ['tsx', undefined],
        ['tsx', 'src/main.tsx'],
      ],
    );
  });

  it('turns only the TypeScript blocks naming no file into modules named after the package', () => {
    const modules = exampleModules('flows-core', readme);
    assert.deepEqual(
      modules.map((module) => module.file),
      ['flows-core-1.ts', 'flows-core-2.tsx'],
    );
    assert.match(modules[0]?.code ?? '', /^import \{ a \} from 'pkg';\n\nexport \{\};\n$/);
  });

  it('gives the app files the READMEs name, as written', () => {
    assert.deepEqual(appFiles({ 'ui-kit': readme }), [
      { file: 'src/main.tsx', code: 'render(<App />);\n', from: ['ui-kit'] },
    ]);
  });

  it('accepts one file shown identically by two READMEs, and refuses it shown differently', () => {
    assert.deepEqual(appFiles({ 'ui-kit': readme, 'flows-core': readme })[0]?.from, [
      'ui-kit',
      'flows-core',
    ]);
    const other = readme.replace('render(<App />);', 'render(<Other />);');
    assert.throws(
      () => appFiles({ 'ui-kit': readme, 'flows-core': other }),
      /src\/main\.tsx differs between the READMEs of ui-kit and flows-core/,
    );
  });

  it("refuses a file outside src/ and Next.js's app/", () => {
    const next = '```tsx file=app/page.tsx\nx;\n```\n';
    assert.deepEqual(appFiles({ 'ui-kit': next })[0]?.file, 'app/page.tsx');
    for (const file of ['../escape.ts', 'app/../../escape.ts', 'next.config.ts']) {
      const outside = `\`\`\`ts file=${file}\nx;\n\`\`\`\n`;
      assert.throws(() => appFiles({ contract: outside }), /is not a path inside src\/ or app\//);
    }
  });
});
