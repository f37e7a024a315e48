import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadingOverlayGuidance } from './loading-overlay.guidance.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { guidance: loadingOverlayGuidance, layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Please wait while we load data.',
    );
  },
};

export const Hidden: Story = { args: { open: false } };
