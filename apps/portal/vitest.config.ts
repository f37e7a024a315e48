import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sharedConfig } from '../../vitest.shared.ts';

export default mergeConfig(
  sharedConfig,
  defineProject({
    plugins: [react(), vanillaExtractPlugin()],
    test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] },
  }),
);
