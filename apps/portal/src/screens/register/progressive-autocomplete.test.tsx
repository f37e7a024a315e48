import { Autocomplete, type AutocompleteProps } from '@forecourt/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const items = [
  { id: 'DG001', name: 'Highveld Motor Group' },
  { id: 'DG002', name: 'Coastal Auto Holdings' },
];

type PickerComponent = Awaited<ReturnType<typeof picker>>;

/** What a person does while the picker renders for the first time (set by a test). */
let duringFirstPickerRender: (() => void) | undefined;

/** The Autocomplete, with `duringFirstPickerRender` done in its first render. */
function InterruptedAutocomplete(props: AutocompleteProps) {
  duringFirstPickerRender?.();
  duringFirstPickerRender = undefined;
  return <Autocomplete {...props} />;
}

/** The dealer-group field, reporting a choice to `onChange`. */
function groupField(Picker: PickerComponent, onChange: (id: string) => void) {
  return (
    <Picker
      id="group"
      name="dealerGroupId"
      label="Dealer Group"
      items={items}
      onChange={onChange}
    />
  );
}

/** The start script's record of Coastal Auto Holdings chosen from its list. */
function chooseCoastalEarly() {
  window.__forecourtEarlyPicks = {
    dealerGroupId: { id: 'DG002', name: 'Coastal Auto Holdings' },
  };
}

async function picker() {
  return (await import('./progressive-autocomplete.tsx')).ProgressiveAutocomplete;
}

/** Shows what a route's error component would. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Could not load</p> : this.props.children;
  }
}

/** The combobox once the picker has taken the plain box's place (also a combobox, for the list). */
async function swappedIn(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('[data-early-pick]')).toBeNull());
  return screen.getByRole('combobox', { name: /Dealer Group/ });
}

afterEach(() => {
  delete window.__forecourtEarlyPicks;
  vi.doUnmock('./autocomplete-field.tsx');
  vi.resetModules();
  document.body.replaceChildren();
});

describe('the dealership picker', () => {
  it('is a plain box in the prerendered page, and stays one through the takeover', async () => {
    const Picker = await picker();
    const element = <Picker id="group" name="dealerGroupId" label="Dealer Group" items={items} />;
    const markup = renderToString(element);
    expect(markup).toContain('id="group"');
    // Announced as the combobox it is (the start script lists the groups under it until then).
    expect(markup).toContain('role="combobox"');
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).toContain('data-early-pick');
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    // Typed before the takeover, focused, the caret after "Coast".
    const typed = container.querySelector('input') as HTMLInputElement;
    typed.value = 'Coastal';
    typed.focus();
    typed.setSelectionRange(5, 5);
    await act(async () => {
      hydrateRoot(container, element);
    });
    // Then the combobox takes its place with the text, the focus and the caret, and lists what
    // matches the text.
    const combobox = await swappedIn();
    expect(combobox).toHaveAttribute('id', 'group');
    expect(combobox).toHaveValue('Coastal');
    expect(combobox).toHaveFocus();
    expect((combobox as HTMLInputElement).selectionStart).toBe(5);
    expect(await screen.findByRole('option', { name: 'Coastal Auto Holdings' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Highveld Motor Group' })).toBeNull();
  });

  it("takes a group chosen from the start script's list in the takeover's commit, and shows it", async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    let committed: 'plain box' | 'picker' | undefined;
    const element = (value?: string) => (
      <Picker
        id="group"
        name="dealerGroupId"
        label="Dealer Group"
        items={items}
        {...(value === undefined ? {} : { value })}
        onChange={onChange}
      />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element());
    document.body.append(container);
    const box = container.querySelector('input') as HTMLInputElement;
    box.value = 'Coastal Auto Holdings';
    const early = document.createElement('ul');
    early.id = 'group-early-list';
    box.setAttribute('aria-controls', early.id);
    document.body.append(early);
    chooseCoastalEarly();
    onChange.mockImplementation((id: string) => {
      committed ??= container.querySelector('[data-early-pick] input') ? 'plain box' : 'picker';
      root.render(element(id));
    });
    let root = { render: (_: ReactNode) => undefined } as { render(node: ReactNode): void };
    await act(async () => {
      root = hydrateRoot(container, element());
    });
    // In the takeover's commit: the plain box was still there.
    expect(onChange).toHaveBeenCalledWith('DG002');
    expect(committed).toBe('plain box');
    const combobox = await swappedIn();
    expect(combobox).toHaveValue('Coastal Auto Holdings');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('group-early-list')).toBeNull();
  });

  it('takes a choice at once in a page rendered afresh, whose box is empty until the text is back', async () => {
    vi.doMock('./autocomplete-field.tsx', () => new Promise(() => undefined));
    const Picker = await picker();
    const onChange = vi.fn();
    chooseCoastalEarly();
    render(groupField(Picker, onChange));
    expect(onChange).toHaveBeenCalledWith('DG002');
  });

  it('leaves a choice the person typed over since', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    const element = groupField(Picker, onChange);
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'Coastal Auto';
    chooseCoastalEarly();
    await act(async () => {
      hydrateRoot(container, element);
    });
    const combobox = await swappedIn();
    expect(combobox).toHaveValue('Coastal Auto');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the focus and the text a person gave the plain box while the picker was rendering', async () => {
    const Picker = await picker();
    const element = <Picker id="group" name="dealerGroupId" label="Dealer Group" items={items} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const box = container.querySelector('input') as HTMLInputElement;
    // The picker's code has loaded and its first render is under way when the person's next keys
    // reach the box, which is still on the page until that render is committed.
    duringFirstPickerRender = () => {
      box.focus();
      box.value = 'Coast';
    };
    vi.doMock('./autocomplete-field.tsx', () => ({ Autocomplete: InterruptedAutocomplete }));
    vi.resetModules();
    const Late = await picker();
    await act(async () => {
      hydrateRoot(
        container,
        <Late id="group" name="dealerGroupId" label="Dealer Group" items={items} />,
      );
    });
    const combobox = await swappedIn();
    expect(combobox).toHaveValue('Coast');
    expect(combobox).toHaveFocus();
  });

  it('reports the chosen item like the Autocomplete', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    render(<Picker id="group" label="Dealer Group" items={items} onChange={onChange} />);
    const combobox = await swappedIn();
    await act(async () => {
      combobox.focus();
    });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.type(combobox, 'High');
    await userEvent.click(await screen.findByRole('option', { name: 'Highveld Motor Group' }));
    expect(onChange).toHaveBeenLastCalledWith('DG001', items[0]);
  });

  it('fails like a screen whose code cannot load: the nearest error boundary shows', async () => {
    vi.doMock('./autocomplete-field.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const Picker = await picker();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Picker id="group" label="Dealer Group" items={items} />
      </Boundary>,
    );
    expect(screen.getByRole('combobox', { name: /Dealer Group/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load'));
    quiet.mockRestore();
  });
});
