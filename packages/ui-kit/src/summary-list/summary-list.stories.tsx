import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { summaryListGuidance } from './summary-list.guidance.tsx';
import { SummaryList } from './summary-list.tsx';

const meta = {
  title: 'Fields/SummaryList',
  component: SummaryList,
  parameters: { guidance: summaryListGuidance },
  args: {
    rows: [
      { key: 'Id Number', value: '800101 5009 087' },
      { key: 'Mobile number', value: '082 123 4567', onChange: fn() },
      { key: 'Email', value: 'thabo.mokoena@example.com', onChange: fn() },
    ],
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers to check; the ID number is fixed, the others can be changed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Change mobile number' }),
    );
    await expect(args.rows[1]?.onChange).toHaveBeenCalled();
  },
};

/** A long answer wraps inside its column; on a phone the columns stack. */
export const LongAnswers: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
  args: {
    rows: [
      { key: 'Dealer Group', value: 'Ubuntu Motors Holdings (Pty) Ltd, Gqeberha and East London' },
      {
        key: 'Email',
        value: 'nomvula.dlamini-ngcobo@ubuntu-motors-holdings.co.za',
        onChange: fn(),
      },
    ],
  },
};
