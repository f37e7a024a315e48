import { type AutocompleteProps, TextField } from '@forecourt/ui-kit';
import {
  type ComponentType,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

// The dealership picker is downshift's combobox, 10 KB of gzip the dealer-group page would
// otherwise wait for before it could be used at all. The page shows its field as a plain box
// until the picker has loaded (the page links its chunk at low priority), then swaps it in,
// keeping what was typed, the focus and the caret: the other fields, the captcha and the page
// are usable in the meantime. Until then the browser suggests the groups' names from the
// `<datalist>` named by `list` (the page's start script fills it): a name typed or chosen there
// becomes that group once the picker and the groups are there.

type Picker = ComponentType<AutocompleteProps>;

let loaded: Picker | undefined;
const loadPicker = (): Promise<Picker> =>
  import('./autocomplete-field.tsx').then((module) => {
    loaded = module.Autocomplete;
    return loaded;
  });

/**
 * The plain box the picker took the place of, and whether it had the focus, as it left the page.
 * The box keeps its text and caret, read once the picker is in.
 */
type Carried = { input: HTMLInputElement; focused: boolean };

/** Types `text` into `input` as a person would, so its component's change handler sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The Autocomplete, first as a plain box with the browser's suggestions from `list` (also in the
 * prerendered page) and then, once its code has loaded, as the combobox. `id` names the input of
 * both, so the swap keeps it. A picker that cannot load fails the route, as a screen chunk that
 * cannot load does.
 */
export function ProgressiveAutocomplete({
  list,
  ...props
}: AutocompleteProps & { id: string; list: string }) {
  // The first render matches the prerendered page: the plain box, even when the code is there.
  const [picker, setPicker] = useState<{ Picker: Picker } | { failed: unknown }>();
  const carried = useRef<Carried>(undefined);
  // The plain box's text, carried into the picker, until it names one of the items.
  const named = useRef<string>(undefined);
  // React detaches a ref before it takes the element off the page: the box's focus is read then,
  // in the commit that swaps the picker in, so that a person who focused it or typed into it
  // while the picker rendered loses neither.
  const plainRef = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      carried.current = { input, focused: input.ownerDocument.activeElement === input };
    };
  }, []);
  useEffect(() => {
    let live = true;
    (loaded ? Promise.resolve(loaded) : loadPicker()).then(
      (Picker) => {
        if (live) setPicker({ Picker });
      },
      (failed: unknown) => live && setPicker({ failed }),
    );
    return () => {
      live = false;
    };
  }, []);
  // The carried name becomes its group as soon as the picker and the items hold it, while the
  // picker still shows that name (typed over, it is the person's new text). After every render:
  // once taken, or with nothing carried, it is one comparison.
  const { items, onChange, value } = props;
  const take = (name: string) => {
    const item = items.find((candidate) => candidate.name === name);
    if (item && item.id !== value) onChange?.(item.id, item);
    return item !== undefined;
  };
  useEffect(() => {
    const name = named.current;
    const shown = document.getElementById(props.id);
    if (name === undefined || !(shown instanceof HTMLInputElement) || shown.value !== name) return;
    if (take(name)) named.current = undefined;
  });
  // In the commit that swaps the picker in (after every commit: only that one carried a box).
  useLayoutEffect(() => {
    const state = carried.current;
    const input = picker && 'Picker' in picker ? document.getElementById(props.id) : null;
    if (!state || !(input instanceof HTMLInputElement)) return;
    carried.current = undefined;
    const { value: text, selectionStart: start, selectionEnd: end } = state.input;
    // A group's name is its choice (the picker shows it, its list closed); other text is typed
    // in, and becomes a group if the groups, once they arrive, hold it.
    if (text !== '' && !take(text)) {
      typeInto(input, text);
      named.current = text;
    }
    if (!state.focused) return;
    input.focus();
    // After the combobox has rendered the text (it sets the value, which moves the caret).
    queueMicrotask(() => input.setSelectionRange(start, end));
  });
  if (picker && 'failed' in picker) throw picker.failed;
  if (picker) return <picker.Picker {...props} />;
  // The field's own props (label, name, id, error, …), without the picker's.
  const {
    items: _items,
    value: _value,
    defaultValue,
    onChange: _onChange,
    placeholder,
    noResultsText,
    toggleLabel,
    ...field
  } = props;
  return <TextField {...field} ref={plainRef} autoComplete="off" list={list} />;
}
