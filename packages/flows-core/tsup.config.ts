import { packageBuild } from '../../tsup.shared.ts';

// One output module per source module (see validators' tsup.config.ts): a bundler then keeps
// zod (configuration schema, form checks) out of the first chunk of an app that creates a flow.
export default packageBuild({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.e2e.test.ts'],
});
