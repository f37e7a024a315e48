import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const sourceCondition = '@forecourt/source';

const config: StorybookConfig = {
  stories: [
    './introduction.mdx',
    '../packages/ui-kit/src/**/*.stories.tsx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's logo (the shell's header and Storybook's own frame) and its public files.
  staticDirs: ['../apps/portal/public'],
  // react-docgen reads the props types and their TSDoc in the component's own file, and the
  // defaults from its destructuring; react-docgen-typescript would also list every inherited
  // HTML attribute and run the type checker over the whole kit on each build.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: [sourceCondition, 'module', 'browser', 'development|production'] },
    }),
};

export default config;
