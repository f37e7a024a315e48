import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginScreen } from '../screens/login/login-screen.tsx';
import { loadedScreen, loadScreen, ScreenStory, storyLanguage } from '../test/screen-story.tsx';
import { page, shown } from '../test/story-steps.ts';

const meta = {
  title: 'Portal/Loading overlay',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <ScreenStory screen={loadedScreen(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 'Please wait while we load data.' over the screen while a request is in flight (PRODUCT-6): the
 * shell's in-flight counter is above zero, as the API client leaves it while a call runs.
 */
export const RequestInFlight: Story = {
  name: 'Request in flight',
  loaders: [
    async ({ globals }) => {
      const screen = await loadScreen({
        path: '/login/$type',
        url: '/login/dealer',
        component: LoginScreen,
        language: storyLanguage(globals),
      });
      screen.boot.inFlight.getState().increment();
      return { screen };
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText(shown('Please wait while we load data.')),
    ).toBeVisible();
  },
};
