import { packageBuild } from '../../tsup.shared.ts';

// One output module per source module (see validators' tsup.config.ts): a bundler then keeps the
// schemas (zod) out of a chunk that only routes calls (`routes`, `endpointErrors`, the outcome
// rules), even when another chunk of the same app reads replies with them. Declarations only for
// the public entries: the root, and `tables` (the contract without its schemas, for such a chunk).
export default packageBuild({
  entry: ['src/*.ts', '!src/*.test.ts', '!src/*.test-d.ts'],
  dts: { entry: ['src/index.ts', 'src/tables.ts'] },
});
