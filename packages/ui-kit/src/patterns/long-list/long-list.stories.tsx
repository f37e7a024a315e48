import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dealerGroups } from './dealer-groups.ts';
import { type ListStatus, type LongListAnswer, LongListPicker } from './long-list.tsx';

function Example({
  status = 'ready',
  initial = { kind: 'listed', id: '' },
  onRetry,
}: {
  status?: ListStatus;
  initial?: LongListAnswer;
  onRetry?: () => void;
}) {
  const [answer, setAnswer] = useState(initial);
  return (
    <div style={{ maxWidth: '28rem', minHeight: '22rem' }}>
      <LongListPicker
        id="group"
        items={dealerGroups}
        status={status}
        onRetry={onRetry ?? (() => undefined)}
        answer={answer}
        onAnswerChange={setAnswer}
      />
    </div>
  );
}

const meta = {
  title: 'Patterns/Pick from a long list',
  component: Example,
  tags: ['!autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type part of a name, then choose it. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: /Dealer Group/ });
    await userEvent.type(picker, 'ubuntu');
    await userEvent.click(await canvas.findByRole('option', { name: 'Ubuntu Motors (Pty) Ltd' }));
    await expect(picker).toHaveValue('Ubuntu Motors (Pty) Ltd');
  },
};

/** Nothing matches: the list says so, and the way out is right below. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Dealer Group/ }), 'Zebra');
    await expect(await canvas.findByText('No dealer groups found')).toBeVisible();
  },
};

/** 'My dealer group is not in the list': a field for its name, and the way back to the list. */
export const NotInTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'My dealer group is not in the list' }),
    );
    const name = canvas.getByRole('textbox', { name: /Name of your dealer group/ });
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'Karoo Bakkies');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose from the list instead' }));
    await expect(canvas.getByRole('combobox', { name: /Dealer Group/ })).toHaveFocus();
  },
};

/** The list is on its way. */
export const Loading: Story = { args: { status: 'loading' } };

/** The list could not be loaded: say so at the field, offer to try again and the way out. */
export const ListFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a 360 px phone. */
export const Phone: Story = { tags: ['phone'], globals: { viewport: { value: 'phone' } } };
