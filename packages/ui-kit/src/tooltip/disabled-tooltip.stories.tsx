import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../text-field/text-field.tsx';
import { disabledTooltipGuidance } from './disabled-tooltip.guidance.tsx';
import { DisabledTooltip } from './disabled-tooltip.tsx';

const meta = {
  title: 'Overlays/DisabledTooltip',
  component: DisabledTooltip,
  parameters: { guidance: disabledTooltipGuidance },
  args: {
    disabled: true,
    content: 'Name comes from your finance record.',
    children: <TextField label="Name" name="name" value="Thandi" disabled onChange={fn()} />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DisabledTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A disabled field, wrapped: pointing at it says why it is disabled. */
export const DisabledField: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await waitFor(() => {
      const span = canvasElement.querySelector<HTMLElement>('[data-disabled-tooltip]');
      if (!span) throw new Error('no trigger yet');
      return span;
    });
    await userEvent.hover(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Name comes from your finance record.',
    );
  },
};

/** Enabled, the control renders as it is: no wrapper, no tooltip. */
export const Enabled: Story = {
  args: {
    disabled: false,
    children: <TextField label="Name" name="name" onChange={fn()} />,
  },
};
