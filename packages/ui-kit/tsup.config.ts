import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tsup.shared.ts';

export default packageBuild({
  entry: ['src/index.ts', 'src/tooltip.ts'],
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
  // dist/index.css holds every rule (the `./styles.css` export). The stylesheets the plugin also
  // writes for the `./tooltip` entry and the tooltip's lazy chunk repeat a part of it and nothing
  // imports them: they are not shipped.
  async onSuccess() {
    for (const file of await readdir('dist')) {
      if (/\.css(\.map)?$/.test(file) && !file.startsWith('index.css'))
        await rm(join('dist', file));
    }
  },
});
