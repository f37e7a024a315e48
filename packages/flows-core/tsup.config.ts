import { packageBuild } from '../../tsup.shared.ts';

// One output module per source module (see validators' tsup.config.ts): a bundler then keeps
// zod (configuration schema, form checks) out of the first chunk of an app that creates a flow.
// Declarations only for the public entries.
export default packageBuild({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  dts: {
    entry: [
      'src/index.ts',
      'src/react.ts',
      'src/checks.ts',
      'src/reply-check.ts',
      'src/texts.ts',
      'src/testing.ts',
    ],
  },
});
