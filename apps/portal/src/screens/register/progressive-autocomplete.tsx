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
// until the picker has loaded (asked for as the takeover's last file arrives), then swaps it in,
// keeping what was typed, the focus and the caret: the other fields, the captcha and the page
// are usable in the meantime. Until then the browser suggests the groups' names from the
// `<datalist>` named by `list` (the page's start script fills it). A box holding text waits for
// the groups too, so that a name typed or chosen there is that group's choice when the picker
// comes, its list closed, and never a search among no groups.

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
  // The plain box's text (also what was typed before the takeover, which it adopts).
  const [text, setText] = useState('');
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
  // A group's name becomes its choice (the picker shows it, its list closed).
  const take = (name: string) => {
    const item = props.items.find((candidate) => candidate.name === name);
    if (item && item.id !== props.value) props.onChange?.(item.id, item);
    return item !== undefined;
  };
  // In the commit that swaps the picker in (after every commit: only that one carried a box).
  useLayoutEffect(() => {
    const state = carried.current;
    const input = picker && 'Picker' in picker ? document.getElementById(props.id) : null;
    if (!state || !(input instanceof HTMLInputElement)) return;
    carried.current = undefined;
    const { value: shown, selectionStart: start, selectionEnd: end } = state.input;
    // Other text than a group's name is typed in: the picker lists what matches it.
    if (shown !== '' && !take(shown)) typeInto(input, shown);
    if (!state.focused) return;
    input.focus();
    // After the combobox has rendered the text (it sets the value, which moves the caret).
    queueMicrotask(() => input.setSelectionRange(start, end));
  });
  if (picker && 'failed' in picker) throw picker.failed;
  if (picker && !(text !== '' && props.items.length === 0)) return <picker.Picker {...props} />;
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
  return <TextField {...field} ref={plainRef} autoComplete="off" list={list} onChange={setText} />;
}
