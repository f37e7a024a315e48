import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { dealerGroups } from '../long-list/dealer-groups.ts';
import { type ListStatus, type LongListAnswer, LongListPicker } from '../long-list/long-list.tsx';
import { Screen, ScreenForm } from './screen.tsx';

/** A dealer picks their dealership group: from the list, or by name when it is missing. */
function DealerPicksGroup({ listFailsFirst = false }: { listFailsFirst?: boolean }) {
  const [status, setStatus] = useState<ListStatus>(listFailsFirst ? 'failed' : 'ready');
  const [answer, setAnswer] = useState<LongListAnswer>({ kind: 'listed', id: '' });
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = answer.kind === 'listed' ? answer.id === '' : answer.name.trim() === '';
    setError(
      empty
        ? answer.kind === 'listed'
          ? 'Please provide Dealer Group.'
          : 'Please provide Name of your dealer group.'
        : undefined,
    );
    if (!empty) setDone(true);
  };
  if (done) {
    const chosen =
      answer.kind === 'listed'
        ? `Your dealership is part of ${dealerGroups.find((group) => group.id === answer.id)?.name}.`
        : `We will check ${answer.kind === 'missing' ? answer.name : ''} and add it to the list.`;
    return (
      <Screen step="done" heading="Dealer group saved">
        <p role="status" style={{ margin: 0 }}>
          {chosen}
        </p>
      </Screen>
    );
  }
  return (
    <Screen step="question" heading="Which dealer group is your dealership part of?">
      <ScreenForm onSubmit={submit}>
        <LongListPicker
          id="dealer-group"
          items={dealerGroups}
          status={status}
          onRetry={() => {
            setStatus('loading');
            setTimeout(() => setStatus('ready'), 300);
          }}
          answer={answer}
          onAnswerChange={(next) => {
            setAnswer(next);
            setError(undefined);
          }}
          error={error}
        />
      </ScreenForm>
    </Screen>
  );
}

const meta = {
  title: 'Example screens/A dealer picks their dealership group',
  component: DealerPicksGroup,
  tags: ['!autodocs'],
} satisfies Meta<typeof DealerPicksGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question as first shown. */
export const FirstShown: Story = {};

/** Type, choose, continue. */
export const MainPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Dealer Group/ }), 'highveld');
    await userEvent.click(await canvas.findByRole('option', { name: 'Highveld Dealer Group' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your dealership is part of Highveld Dealer Group.',
    );
  },
};

/** Continue without a choice. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please provide Dealer Group.')).toBeVisible();
  },
};

/** The group is not in the list: its name instead. */
export const NotInTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'My dealer group is not in the list' }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Name of your dealer group/ }),
      'Karoo Bakkies',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We will check Karoo Bakkies and add it to the list.',
    );
  },
};

/** The list failed to load; Try again loads it. */
export const ListFailed: Story = {
  args: { listFailsFirst: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The list of dealer groups could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByText('Type part of the name, then choose it from the list.'),
    ).toBeVisible();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  ...MainPath,
  tags: ['phone'],
  globals: { viewport: { value: 'phone' } },
};
