import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tsup.shared.ts';

export default packageBuild({
  // Styles are compiled to a static stylesheet (dist/index.css) at build time: no runtime injection.
  esbuildPlugins: [vanillaExtractPlugin()],
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    /^@radix-ui\//,
    'downshift',
    'react-google-recaptcha',
    '@forecourt/validators',
  ],
});
