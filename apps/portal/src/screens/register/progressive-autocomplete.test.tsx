import { Autocomplete, type AutocompleteProps } from '@forecourt/ui-kit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useState } from 'react';
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

/** The dealer-group field with `shown` items, reporting a choice to `onChange`. */
function groupField(
  Picker: PickerComponent,
  onChange: (id: string) => void,
  shown: AutocompleteProps['items'] = items,
) {
  return (
    <Picker
      id="group"
      name="dealerGroupId"
      label="Dealer Group"
      list="groups"
      items={shown}
      onChange={onChange}
    />
  );
}

/** The dealer-group field held by its form, as the portal holds it (controlled). */
function ControlledGroup(props: {
  Picker: PickerComponent;
  onChange: (id: string) => void;
  shown?: AutocompleteProps['items'];
}) {
  const { Picker, onChange, shown = items } = props;
  const [value, setValue] = useState('');
  return (
    <Picker
      id="group"
      name="dealerGroupId"
      label="Dealer Group"
      list="groups"
      items={shown}
      value={value}
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    />
  );
}

/** `field` prerendered, with `typed` typed into its box before the takeover. */
function prerendered(field: ReactNode, typed = ''): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  document.body.append(container);
  (container.querySelector('input') as HTMLInputElement).value = typed;
  return container;
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

/** The combobox once the picker has taken the plain box's place (also a combobox, for its list). */
async function swappedIn(): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('input[list]')).toBeNull());
  return screen.getByRole('combobox', { name: /Dealer Group/ });
}

afterEach(() => {
  vi.doUnmock('./autocomplete-field.tsx');
  vi.resetModules();
  document.body.replaceChildren();
});

describe('the dealership picker', () => {
  it('is a plain box in the prerendered page, and stays one through the takeover', async () => {
    const Picker = await picker();
    const element = groupField(Picker, () => undefined);
    const markup = renderToString(element);
    expect(markup).toContain('id="group"');
    // With the browser's suggestions from the start script's list until then.
    expect(markup).toContain('list="groups"');
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

  it('keeps a box with text until the groups arrive, then takes a name as its group, its list closed', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    const form = (shown: AutocompleteProps['items']) => (
      <ControlledGroup Picker={Picker} onChange={onChange} shown={shown} />
    );
    const container = prerendered(form([]), 'Coastal Auto Holdings');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form([]));
    });
    // The picker's code is there, the groups are not: no search among no groups.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('input[list]')).toHaveValue('Coastal Auto Holdings');
    await act(async () => root?.render(form(items)));
    const combobox = await swappedIn();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DG002');
    await waitFor(() => expect(combobox).toHaveValue('Coastal Auto Holdings'));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the name at the swap when the items are already there, and shows it chosen', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    const form = <ControlledGroup Picker={Picker} onChange={onChange} />;
    const container = prerendered(form, 'Highveld Motor Group');
    container.querySelector('input')?.focus();
    await act(async () => {
      hydrateRoot(container, form);
    });
    const combobox = await swappedIn();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DG001');
    await waitFor(() => expect(combobox).toHaveValue('Highveld Motor Group'));
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves text that names no group, and a name typed over before the items came', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    const container = prerendered(groupField(Picker, onChange), 'Coastal Auto');
    await act(async () => {
      hydrateRoot(container, groupField(Picker, onChange));
    });
    expect(await swappedIn()).toHaveValue('Coastal Auto');
    document.body.replaceChildren();
    // Typed over while the groups were on their way: the person's new text.
    const later = prerendered(groupField(Picker, onChange, []), 'Coastal Auto Holdings');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(later, groupField(Picker, onChange, []));
    });
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.type(document.querySelector('input[list]') as HTMLInputElement, ' Ltd');
    await act(async () => root?.render(groupField(Picker, onChange)));
    expect(await swappedIn()).toHaveValue('Coastal Auto Holdings Ltd');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a name finished in the picker, after the swap, as its group (the form never waits on a name shown)', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    const form = <ControlledGroup Picker={Picker} onChange={onChange} />;
    const container = prerendered(form, 'Coastal Auto Holding');
    container.querySelector('input')?.focus();
    await act(async () => {
      hydrateRoot(container, form);
    });
    const combobox = await swappedIn();
    expect(onChange).not.toHaveBeenCalled();
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent.type(combobox, 's');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DG002');
    expect(combobox).toHaveValue('Coastal Auto Holdings');
  });

  it('keeps the focus and the text a person gave the plain box while the picker was rendering', async () => {
    const Picker = await picker();
    const container = prerendered(groupField(Picker, () => undefined));
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
        groupField(Late, () => undefined),
      );
    });
    const combobox = await swappedIn();
    expect(combobox).toHaveValue('Coast');
    expect(combobox).toHaveFocus();
  });

  it('reports the chosen item like the Autocomplete', async () => {
    const Picker = await picker();
    const onChange = vi.fn();
    render(groupField(Picker, onChange));
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
    render(<Boundary>{groupField(Picker, () => undefined)}</Boundary>);
    expect(screen.getByRole('combobox', { name: /Dealer Group/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load'));
    quiet.mockRestore();
  });
});
