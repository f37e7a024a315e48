import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../text-field/text-field.tsx';
import { repeatableGroupGuidance } from './repeatable-group.guidance.tsx';
import { RepeatableGroup } from './repeatable-group.tsx';

type Person = { id: string };

/** The story holds the list as a form would: the component is controlled. */
function People({ start, ...props }: { start: number; max?: number; legend?: string }) {
  const [people, setPeople] = useState<Person[]>(() =>
    Array.from({ length: start }, (_, index) => ({ id: `person-${index}` })),
  );
  const [next, setNext] = useState(start);
  return (
    <RepeatableGroup
      {...props}
      items={people}
      onAdd={() => {
        setPeople((list) => [...list, { id: `person-${next}` }]);
        setNext((count) => count + 1);
      }}
      onRemove={(id) => setPeople((list) => list.filter((person) => person.id !== id))}
    >
      {(person) => <TextField id={`${person.id}-email`} label="Email" />}
    </RepeatableGroup>
  );
}

const meta = {
  title: 'Fields/RepeatableGroup',
  component: RepeatableGroup,
  parameters: { guidance: repeatableGroupGuidance },
  args: { items: [], onAdd: () => undefined, onRemove: () => undefined, children: () => null },
  render: (args) => <People start={1} legend={args.legend} max={args.max} />,
} satisfies Meta<typeof RepeatableGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person, and the way to add another: focus goes to the new group's first field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another person' }));
    const second = canvas.getByRole('group', { name: 'Person 2' });
    await expect(within(second).getByLabelText('Email')).toHaveFocus();
  },
};

/** A removal: focus on the legend before, and the status says which group went. */
export const Removed: Story = {
  render: (args) => <People start={3} legend={args.legend} max={args.max} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove person 3' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Person 3 removed.');
    await expect(canvas.getByText('Person 2')).toHaveFocus();
  },
};

/** At the limit the add button gives way to the limit. */
export const AtTheLimit: Story = {
  args: { legend: 'Co-applicant {number}', max: 2 },
  render: (args) => <People start={2} legend={args.legend} max={args.max} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You can add up to 2.')).toBeVisible();
  },
};
