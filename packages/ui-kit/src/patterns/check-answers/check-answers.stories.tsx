import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckAnswers } from './check-answers.tsx';

const meta = {
  title: 'Patterns/Check your answers',
  component: CheckAnswers,
  tags: ['!autodocs'],
  args: {
    onSend: fn(),
    declaration: 'By sending this you confirm that the details are correct.',
    sections: [
      {
        heading: 'Co-applicant 1',
        rows: [
          { key: 'Id Number', value: '8001015009087' },
          { key: 'Mobile Number', value: '082 123 4567', onChange: fn() },
          { key: 'Email', value: 'thabo.mokoena@example.com', onChange: fn() },
        ],
      },
    ],
  },
} satisfies Meta<typeof CheckAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers, one change button on each answer that may change, one Send. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
    await expect(args.sections[0]?.rows[2]?.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Two people: a heading a person, the same keys in each. */
export const TwoPeople: Story = {
  args: {
    sections: [
      {
        heading: 'Co-applicant 1',
        rows: [
          { key: 'Id Number', value: '8001015009087', onChange: fn() },
          { key: 'Mobile Number', value: '082 123 4567', onChange: fn() },
        ],
      },
      {
        heading: 'Co-applicant 2',
        rows: [
          { key: 'Id Number', value: '9202204720083', onChange: fn() },
          { key: 'Mobile Number', value: '071 555 0101', onChange: fn() },
        ],
      },
    ],
  },
};

/** Sending: the button waits, and a second press sends nothing twice. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const send = within(canvasElement).getByRole('button', { name: /Send/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** On a 360 px phone: each answer under its question. */
export const Phone: Story = { tags: ['phone'], globals: { viewport: { value: 'phone' } } };
