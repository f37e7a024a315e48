import { packageBuild } from '../../tsup.shared.ts';

// One output module per source module (every file an entry, shared code split out), so a
// consumer's bundler can put the zod schemas in a lazy chunk while the plain rules and the
// message catalogue stay in the first one. A single-file dist would tie them together.
// Declarations only for the public entries: the root, `forms`, `portal` and `rules` (no zod, for
// such a first chunk), `texts`.
export default packageBuild({
  entry: ['src/*.ts', '!src/*.test.ts', '!src/*.test-d.ts'],
  dts: { entry: ['src/index.ts', 'src/forms.ts', 'src/portal.ts', 'src/rules.ts', 'src/texts.ts'] },
});
