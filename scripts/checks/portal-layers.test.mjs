// The portal's layers (docs/architecture.md, 'The portal's layers') are held by one Biome
// `noRestrictedImports` override per layer in biome.json. These tests lint a small tree laid out
// as apps/portal/src is, with the repository's own configuration: an import up a layer fails, at
// any depth and whether type-only, static or dynamic; the same imports down the layers, and any
// import from a test or a story, pass. They fail if an override were dropped or narrowed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lintTree } from './biome-fixture.mjs';

const src = 'apps/portal/src';
const rule = 'style/noRestrictedImports';

/** One module per layer, each importing `imports` (relative specifiers) and exporting `value`. */
const module = (...imports) =>
  [
    ...imports.map((specifier, index) => `import * as m${index} from '${specifier}';`),
    `export const value = [${imports.map((_, index) => `m${index}`).join(', ')}].length;`,
    '',
  ].join('\n');

/** Each layer importing every layer below it. */
const downward = {
  [`${src}/edge/main.tsx`]: module('../routes.tsx', '../app.tsx', '../shell/shell.tsx'),
  [`${src}/routes.tsx`]: module('./screens/login/login-screen.tsx', './shell/shell.tsx'),
  [`${src}/app.tsx`]: module('./router.ts', './app/boot-context.tsx'),
  [`${src}/router.ts`]: module('./routes.tsx'),
  [`${src}/shell/shell.tsx`]: module('../components/step-form.tsx', '../edge/idle.ts'),
  [`${src}/screens/login/login-screen.tsx`]: module(
    '../../components/step-form.tsx',
    '../../edge/idle.ts',
    '../../app/boot-context.tsx',
    '../../i18n/translate.ts',
    '../../routing/params.ts',
  ),
  [`${src}/components/step-form.tsx`]: module('../edge/idle.ts', '../app/boot-context.tsx'),
  [`${src}/edge/idle.ts`]: module('../app/boot-context.tsx', '../i18n/translate.ts'),
  [`${src}/edge/start-script/page.ts`]: module('../idle.ts', '../../i18n/translate.ts'),
  [`${src}/app/boot-context.tsx`]: module('../i18n/translate.ts'),
  [`${src}/i18n/translate.ts`]: module(),
  [`${src}/routing/params.ts`]: module(),
  [`${src}/test/render-route.tsx`]: module('../app.tsx'),
  [`${src}/components/step-form.test.tsx`]: module('../test/render-route.tsx', '../app.tsx'),
  [`${src}/screens/login/login-screen.stories.tsx`]: module('../../shell/shell.tsx'),
};

describe("the portal's layers, as biome.json holds them", () => {
  it('passes imports down the layers, and tests and stories importing any layer', () => {
    const { status, output, flagged } = lintTree(downward);
    assert.deepEqual(flagged[rule] ?? [], [], output);
    assert.equal(status, 0, output);
  });

  it('fails an import up a layer, from every layer', () => {
    const upward = {
      ...downward,
      // The shared styles the components once took from the screens.
      [`${src}/components/step-form.tsx`]: module('../screens/screens.css.ts'),
      // The start-up result typed from start-up.
      [`${src}/app/boot-context.tsx`]:
        "import type { Loader } from '../edge/app-services.ts';\nexport type Boot = Loader;\n",
      // The router importing the route tree from the bottom layer.
      [`${src}/app/router.ts`]: module('../routes.tsx'),
      [`${src}/shell/shell.tsx`]: module('../screens/config-error.tsx'),
      [`${src}/screens/login/login-screen.tsx`]: module('../../shell/shell.css.ts'),
      [`${src}/edge/idle.ts`]:
        "export const later = () => import('../components/step-form.tsx');\n",
      [`${src}/edge/start-script/page.ts`]: module('../main.tsx'),
      [`${src}/i18n/translate.ts`]: module('../app.tsx'),
      [`${src}/routing/params.ts`]: module('../edge/idle.ts'),
      [`${src}/routes.tsx`]: module('./test/render-route.tsx'),
    };
    const { status, output, flagged } = lintTree(upward);
    assert.deepEqual(
      flagged[rule],
      [
        `${src}/app/boot-context.tsx`,
        `${src}/app/router.ts`,
        `${src}/components/step-form.tsx`,
        `${src}/edge/idle.ts`,
        `${src}/edge/start-script/page.ts`,
        `${src}/i18n/translate.ts`,
        `${src}/routes.tsx`,
        `${src}/routing/params.ts`,
        `${src}/screens/login/login-screen.tsx`,
        `${src}/shell/shell.tsx`,
      ],
      output,
    );
    assert.equal(status, 1, output);
  });
});
