import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeBlocks, exampleModules } from './readme-examples.mjs';

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
`;

describe('README examples', () => {
  it('finds every fenced block with its language', () => {
    assert.deepEqual(
      codeBlocks(readme).map((block) => block.language),
      ['sh', 'ts', 'tsx'],
    );
  });

  it('turns only the TypeScript blocks into modules named after the package', () => {
    const modules = exampleModules('flows-core', readme);
    assert.deepEqual(
      modules.map((module) => module.file),
      ['flows-core-1.ts', 'flows-core-2.tsx'],
    );
    assert.match(modules[0]?.code ?? '', /^import \{ a \} from 'pkg';\n\nexport \{\};\n$/);
  });
});
