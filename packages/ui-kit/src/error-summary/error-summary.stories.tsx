import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../text-field/text-field.tsx';
import { errorSummaryGuidance } from './error-summary.guidance.tsx';
import { ErrorSummary } from './error-summary.tsx';

const meta = {
  title: 'Feedback/ErrorSummary',
  component: ErrorSummary,
  parameters: { guidance: errorSummaryGuidance },
  args: {
    errors: [
      { fieldId: 'summary-id', message: 'Invalid ID Number: ID must be 13 digits long.' },
      { fieldId: 'summary-email', message: 'Invalid Email Address.' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
      <ErrorSummary {...args} />
      <TextField id="summary-id" label="Id Number" error={args.errors[0]?.message} />
      <TextField id="summary-email" label="Email" error={args.errors[1]?.message} />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * After a submit: the problems above the form, a link a problem, which takes focus into its
 * field. (The summary takes focus when it appears: see the Error summary pattern's stories.)
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Invalid Email Address.' }));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

/** One problem: the summary still shows, so focus has one place to land after every submit. */
export const OneProblem: Story = {
  args: { errors: [{ fieldId: 'summary-email', message: 'Invalid Email Address.' }] },
};

/** No problem: nothing is drawn. */
export const NoProblems: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
