import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TextField } from '../text-field/text-field.tsx';
import { RepeatableGroup, type RepeatableGroupProps } from './repeatable-group.tsx';

type Person = { id: string };

/** A caller as a form holds it: the list in its state, an id per person. */
function People(props: Partial<RepeatableGroupProps<Person>> & { start?: number }) {
  const { start = 1, ...rest } = props;
  const [people, setPeople] = useState<Person[]>(
    Array.from({ length: start }, (_, index) => ({ id: `p${index}` })),
  );
  const [next, setNext] = useState(start);
  return (
    <RepeatableGroup
      {...rest}
      items={people}
      onAdd={() => {
        setPeople((list) => [...list, { id: `p${next}` }]);
        setNext((n) => n + 1);
      }}
      onRemove={(id) => setPeople((list) => list.filter((person) => person.id !== id))}
    >
      {(person) => <TextField label="Email" id={`${person.id}-email`} />}
    </RepeatableGroup>
  );
}

describe('RepeatableGroup', () => {
  it('shows one fieldset a person, named by its legend, and no remove button at the minimum', async () => {
    const { container } = render(<People />);
    expect(screen.getByRole('group', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('adds a group and puts focus in its first field', async () => {
    const user = userEvent.setup();
    render(<People />);
    await user.click(screen.getByRole('button', { name: 'Add another person' }));
    const second = screen.getByRole('group', { name: 'Person 2' });
    expect(second).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAccessibleName('Email');
  });

  it('removes a group, focuses the legend before it and says which group went', async () => {
    const user = userEvent.setup();
    const { container } = render(<People start={3} />);
    await user.click(screen.getByRole('button', { name: 'Remove person 2' }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(document.activeElement).toHaveTextContent('Person 1');
    expect(screen.getByRole('status')).toHaveTextContent('Person 2 removed.');
    // The third person is the second now, and numbered so.
    expect(screen.getByRole('group', { name: 'Person 2' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('replaces the add button by its limit once max groups are shown', async () => {
    const user = userEvent.setup();
    render(<People max={2} maxText="You can add up to {max} co-applicants." />);
    await user.click(screen.getByRole('button', { name: 'Add another person' }));
    expect(screen.queryByRole('button', { name: 'Add another person' })).toBeNull();
    expect(screen.getByText('You can add up to 2 co-applicants.')).toBeInTheDocument();
  });

  it('takes its texts from props', async () => {
    const user = userEvent.setup();
    render(
      <People
        start={2}
        legend="Mede-aansoeker {number}"
        removeLabel="Verwyder"
        removedText="{legend} verwyder."
        addLabel="Voeg nog een by"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Verwyder mede-aansoeker 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('Mede-aansoeker 1 verwyder.');
    expect(screen.getByRole('button', { name: 'Voeg nog een by' })).toBeInTheDocument();
  });
});
