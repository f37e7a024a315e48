import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loadedScreen, loadScreen, ScreenStory } from '../../test/screen-story.tsx';
import { page } from '../../test/story-steps.ts';
import { Landing } from './landing-screen.tsx';

const meta = {
  title: 'Portal/Landing',
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  loaders: [
    async () => ({ screen: await loadScreen({ path: '/', url: '/', component: Landing }) }),
  ],
  render: (_args, context) => <ScreenStory screen={loadedScreen(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six sign-in entries (spec §2 Landing). */
export const Landing_: Story = {
  name: 'Landing',
  play: async ({ canvasElement }) => {
    const links = await page(canvasElement).findAllByRole('link', { name: /Dealer|Customer/ });
    await expect(links).toHaveLength(6);
  },
};
