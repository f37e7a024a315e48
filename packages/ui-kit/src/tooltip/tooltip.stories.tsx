import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { tooltipGuidance } from './tooltip.guidance.tsx';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: { guidance: tooltipGuidance },
  args: { content: 'Field is disabled.', children: <Button>Hover or focus me</Button> },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Field is disabled.');
  },
};

export const Open: Story = { args: { defaultOpen: true } };
