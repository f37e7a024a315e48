import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { directiveProblems, tarballProblems } from './package-contents.mjs';

const manifest = {
  name: '@forecourt/example',
  version: '1.0.0',
  repository: { type: 'git', url: 'git+https://github.com/forecourt/forecourt.git' },
  exports: {
    '.': {
      types: './dist/index.d.ts',
      '@forecourt/source': './src/index.ts',
      default: './dist/index.js',
    },
    './package.json': './package.json',
  },
  dependencies: { zod: '^4.0.0' },
};
const complete = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'dist/index.js',
  'dist/index.d.ts',
  'src/index.ts',
];

describe('tarballProblems', () => {
  it('accepts a tarball with dist, types, README, LICENSE and CHANGELOG', () => {
    assert.deepEqual(tarballProblems({ files: complete, manifest }), []);
  });

  it('reports a tarball packed without building (no dist/) and without LICENSE', () => {
    const files = complete.filter((file) => !file.startsWith('dist/') && file !== 'LICENSE');
    const problems = tarballProblems({ files, manifest });
    assert.ok(problems.includes('missing dist/'));
    assert.ok(problems.includes('missing LICENSE'));
    assert.ok(problems.includes('exports points at dist/index.js, which is not in the tarball'));
    assert.ok(problems.includes('no type declarations'));
  });

  it('accepts a subpath pattern that names files in the tarball, and reports one naming none', () => {
    const patterned = {
      ...manifest,
      exports: { ...manifest.exports, './tokens/*.tokens.json': './dist/tokens/*.tokens.json' },
    };
    const withTokens = [...complete, 'dist/tokens/light.tokens.json'];
    assert.deepEqual(tarballProblems({ files: withTokens, manifest: patterned }), []);
    assert.ok(
      tarballProblems({ files: complete, manifest: patterned }).includes(
        'exports points at dist/tokens/*.tokens.json, which is not in the tarball',
      ),
    );
  });

  it('reports tests, stories, test helpers and local configuration as private', () => {
    const files = [
      ...complete,
      'src/button/button.test.tsx',
      'src/button/button.stories.tsx',
      'src/index.test-d.ts',
      'src/test/axe.ts',
      'tsconfig.json',
      '.env.local',
    ];
    assert.equal(tarballProblems({ files, manifest }).length, 6);
  });

  it('lets test doubles ship only behind a ./testing entry', () => {
    const files = [
      ...complete,
      'src/testing/fake-client.ts',
      'dist/testing.js',
      'dist/testing.d.ts',
    ];
    assert.deepEqual(tarballProblems({ files, manifest }), [
      'src/testing/fake-client.ts is a test double, but the package has no ./testing entry',
      'dist/testing.js is a test double, but the package has no ./testing entry',
      'dist/testing.d.ts is a test double, but the package has no ./testing entry',
    ]);
    const withEntry = {
      ...manifest,
      exports: {
        ...manifest.exports,
        './testing': { types: './dist/testing.d.ts', default: './dist/testing.js' },
      },
    };
    assert.deepEqual(tarballProblems({ files, manifest: withEntry }), []);
  });

  it('reports workspace ranges that a registry install could not resolve', () => {
    const problems = tarballProblems({
      files: complete,
      manifest: { ...manifest, dependencies: { '@forecourt/validators': 'workspace:^' } },
    });
    assert.deepEqual(problems, ['dependencies.@forecourt/validators is workspace:^']);
  });

  it('reports a private workspace package in any dependency field, devDependencies too', () => {
    const problems = tarballProblems({
      files: complete,
      manifest: { ...manifest, devDependencies: { '@forecourt/user-service': '0.0.0' } },
      privatePackages: ['@forecourt/user-service', '@forecourt/portal'],
    });
    assert.deepEqual(problems, ['devDependencies.@forecourt/user-service is a private package']);
  });

  it('reports a placeholder repository address', () => {
    const problems = tarballProblems({
      files: complete,
      manifest: { ...manifest, repository: { url: 'git+https://example.invalid/forecourt.git' } },
    });
    assert.deepEqual(problems, ['repository url is git+https://example.invalid/forecourt.git']);
  });

  it('reports test doubles and harnesses outside a testing/ folder', () => {
    const files = [...complete, 'dist/clock/fake-clock.js', 'src/flows/flow-harness.ts'];
    assert.deepEqual(tarballProblems({ files, manifest }), [
      'dist/clock/fake-clock.js is a test double outside a testing/ folder',
      'src/flows/flow-harness.ts is a test double outside a testing/ folder',
    ]);
  });

  it('reports a stylesheet that no export names', () => {
    const withStyles = {
      ...manifest,
      exports: { ...manifest.exports, './styles.css': { default: './dist/index.css' } },
    };
    const files = [...complete, 'dist/index.css', 'dist/tooltip-JBLQYP53.css'];
    assert.deepEqual(tarballProblems({ files, manifest: withStyles }), [
      'dist/tooltip-JBLQYP53.css is a stylesheet no export names (unused)',
    ]);
  });

  it('reports a Node engines range on a browser-only package', () => {
    const browser = { ...manifest, peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' } };
    assert.deepEqual(tarballProblems({ files: complete, manifest: browser }), []);
    assert.deepEqual(
      tarballProblems({
        files: complete,
        manifest: { ...browser, engines: { node: '>=22.18.0' } },
      }),
      ['engines.node is >=22.18.0, but the package is browser-only'],
    );
  });
});

describe('directiveProblems', () => {
  const twoEntries = {
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './react': { types: './dist/react.d.ts', default: './dist/react.js' },
      './styles.css': { default: './dist/index.css' },
      './package.json': './package.json',
    },
  };
  /** The problems of `twoEntries` whose built files hold `texts` (by path in the tarball). */
  const problemsOf = (texts, clientEntries = ['./react']) =>
    directiveProblems({
      manifest: twoEntries,
      clientEntries,
      read: (file) => {
        if (!(file in texts)) throw new Error(`read ${file}`);
        return texts[file];
      },
    });

  it("accepts a client entry that starts with 'use client' and a root that does not", () => {
    const texts = {
      'dist/index.js': 'import { a } from "./chunk-A.js";\n',
      'dist/react.js': '"use client";\nimport { useFlow } from "./chunk-B.js";\n',
    };
    assert.deepEqual(problemsOf(texts), []);
  });

  it('reports a client entry whose build dropped the directive, and one that is misplaced', () => {
    const texts = {
      'dist/index.js': "'use client';\nexport const x = 1;\n",
      'dist/react.js': '// src/react.ts\n"use client";\nexport {};\n',
    };
    assert.deepEqual(problemsOf(texts), [
      ". (./dist/index.js) starts with 'use client' but should be server-safe",
      "./react (./dist/react.js) is a client entry but does not start with 'use client'",
    ]);
  });

  it('reports a client entry the package does not export', () => {
    const texts = { 'dist/index.js': '', 'dist/react.js': '"use client";' };
    assert.deepEqual(problemsOf(texts, ['./react', './hooks']), [
      'client entry ./hooks is not exported',
    ]);
  });
});
