import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const sourceCondition = '@forecourt/source';

const config: StorybookConfig = {
  stories: [
    './introduction.mdx',
    './content-guide.mdx',
    '../packages/ui-kit/src/**/*.stories.tsx',
    // The patterns' pages (GUIDE-58): guidance in MDX around their stories.
    '../packages/ui-kit/src/patterns/**/*.mdx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'storybook-addon-pseudo-states'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's logo (the shell's header and Storybook's own frame) and its public files.
  staticDirs: ['../apps/portal/public'],
  // react-docgen-typescript, because the fields' props are built with Omit<> and intersections
  // of shared types (BaseFieldProps, TextInputProps), which react-docgen cannot follow; it reads
  // the TSDoc of every prop and the defaults of the destructuring. Props inherited from React's
  // own HTML attribute types are left out: the kit documents what it adds.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: [sourceCondition, 'module', 'browser', 'development|production'] },
    }),
};

export default config;
