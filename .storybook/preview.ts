import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // Violations fail the story in the test run instead of only showing in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
