import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Autocomplete } from './autocomplete.tsx';

const dealerGroups = [
  { id: 'g1', name: 'Sandton Motor Group' },
  { id: 'g2', name: 'Durban Auto Holdings' },
  { id: 'g3', name: 'Cape Motor City' },
];

describe('Autocomplete', () => {
  it('is a labelled combobox with no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Autocomplete label="Dealership" items={dealerGroups} />);
    const input = screen.getByRole('combobox', { name: 'Dealership' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('filters by typed text and chooses with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Dealership" items={dealerGroups} onChange={onChange} />);
    await user.tab();
    await user.keyboard('motor');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sandton Motor Group',
      'Cape Motor City',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // Once: the name the choice writes into the box is not a second choice.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('g3', dealerGroups[2]);
    expect(screen.getByRole('combobox')).toHaveValue('Cape Motor City');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it("takes a choice's whole name typed, in any case, as that choice: the box never shows a name not chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Dealership" items={dealerGroups} onChange={onChange} />);
    await user.tab();
    await user.keyboard('Cape Motor Cit');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('Y');
    expect(onChange).toHaveBeenCalledWith('g3', dealerGroups[2]);
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveValue('Cape Motor City');
    expect(onChange).toHaveBeenLastCalledWith('g3', dealerGroups[2]);
  });

  it('closes with Escape without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Autocomplete label="Dealership" items={dealerGroups} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="Dealership" items={dealerGroups} />);
    await user.tab();
    await user.keyboard('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
  });

  it('shows the controlled choice and links its error', async () => {
    const { container } = render(
      <Autocomplete
        label="Dealership"
        items={dealerGroups}
        value="g2"
        error="Please provide Dealership."
      />,
    );
    const input = screen.getByRole('combobox');
    expect(input).toHaveValue('Durban Auto Holdings');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please provide Dealership.');
    await expectNoAxeViolations(container);
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Autocomplete label="Dealership" items={dealerGroups} disabled />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Field is disabled.');
  });
});

describe('Autocomplete, controlled from outside', () => {
  it('shows the new choice when the value prop changes', () => {
    const { rerender } = render(<Autocomplete label="Dealership" items={dealerGroups} value="" />);
    expect(screen.getByRole('combobox')).toHaveValue('');
    rerender(<Autocomplete label="Dealership" items={dealerGroups} value="g3" />);
    expect(screen.getByRole('combobox')).toHaveValue('Cape Motor City');
  });

  it('takes over text typed into the server-rendered field before hydration and lists the matches', async () => {
    const page = <Autocomplete label="Dealership" items={dealerGroups} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no input rendered');
    input.value = 'cape';
    const root = await act(async () => hydrateRoot(container, page));
    expect(input).toHaveValue('cape');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cape Motor City',
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
