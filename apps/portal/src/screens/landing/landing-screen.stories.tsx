import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { openScreen, screenStoryBase } from '../../test/screen-story-meta.tsx';
import { page, shown } from '../../test/story-steps.ts';
import { Landing } from './landing-screen.tsx';

const meta = {
  title: 'Portal/Landing',
  ...screenStoryBase,
  loaders: [openScreen({ path: '/', component: Landing })],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six sign-in entries (ROUTES-4). */
export const Landing_: Story = {
  name: 'Landing',
  play: async ({ canvasElement }) => {
    const portals = await page(canvasElement).findByRole('navigation', { name: shown('Portals') });
    await expect(within(portals).getAllByRole('link')).toHaveLength(6);
  },
};
