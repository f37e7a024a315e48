import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tsup.shared.ts';
import { exportedThemes, toDtcg } from './src/theme/dtcg.ts';

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
    // The tokens for design tools (TOKENS-4), one Design Tokens document per theme.
    await mkdir(join('dist', 'tokens'), { recursive: true });
    for (const [name, colors] of Object.entries(exportedThemes)) {
      const document = `${JSON.stringify(toDtcg(colors), null, 2)}\n`;
      await writeFile(join('dist', 'tokens', `${name}.tokens.json`), document);
    }
  },
});
