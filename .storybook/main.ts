import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const sourceCondition = '@forecourt/source';

const config: StorybookConfig = {
  stories: ['../packages/ui-kit/src/**/*.stories.tsx', '../apps/portal/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: [sourceCondition, 'module', 'browser', 'development|production'] },
    }),
};

export default config;
