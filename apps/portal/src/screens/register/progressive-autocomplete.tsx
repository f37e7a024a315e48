import { type AutocompleteProps, TextField } from '@forecourt/ui-kit';
import {
  type ComponentType,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { earlyListId, earlyPick } from '../../edge/early-pick.ts';

// The dealership picker is downshift's combobox, 10 KB of gzip the dealer-group page would
// otherwise wait for before it could be used at all. The page shows its field as a plain box
// until the picker has loaded (the page links its chunk at low priority), then swaps it in,
// keeping what was typed, the focus and the caret: the other fields, the captcha and the page
// are usable in the meantime. Until then the page's start script shows the plain box's list
// (the dealer groups it asked for itself) and keeps a choice made from it (earlyPick): it becomes
// the field's value when the page is taken over, before a press kept from then is carried out.

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
 * Makes the choice made from the start script's list the field's value; with `text`, only while
 * the box shows that choice. True when there was one.
 */
function takeEarlyPick(props: AutocompleteProps, text?: string): boolean {
  const picked = earlyPick(props.name ?? '', text);
  if (picked === undefined) return false;
  if (picked !== props.value) props.onChange?.(picked);
  return true;
}

/**
 * The Autocomplete, first as a plain box (also in the prerendered page) and then, once its
 * code has loaded, as the combobox. `id` names the input of both, so the swap keeps it. A picker
 * that cannot load fails the route, as a screen chunk that cannot load does.
 */
export function ProgressiveAutocomplete(props: AutocompleteProps & { id: string }) {
  // The first render matches the prerendered page: the plain box, even when the code is there.
  const [picker, setPicker] = useState<{ Picker: Picker } | { failed: unknown }>();
  const plain = useRef<HTMLInputElement>(null);
  const carried = useRef<Carried>(undefined);
  // React detaches a ref before it takes the element off the page: the box's focus is read then,
  // in the commit that swaps the picker in, so that a person who focused it or typed into it
  // while the picker rendered loses neither.
  const plainRef = useCallback((input: HTMLInputElement | null) => {
    plain.current = input;
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
  // A choice made from the start script's list, in the first commit (layout effects run before
  // the form's, which carries out a press kept from before).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit only
  useLayoutEffect(() => {
    const input = plain.current;
    if (!input) return;
    // A page rendered afresh has a new box: the list shown under the old one goes.
    const list = document.getElementById(earlyListId(props.id));
    if (list && input.getAttribute('aria-controls') !== list.id) list.remove();
    // Taken over, the box shows the choice (rendered afresh, it is empty: the choice is taken
    // all the same).
    takeEarlyPick(props, input.value === '' ? undefined : input.value);
  }, []);
  useLayoutEffect(() => {
    const state = carried.current;
    const input = picker && 'Picker' in picker ? document.getElementById(props.id) : null;
    if (!state || !(input instanceof HTMLInputElement)) return;
    carried.current = undefined;
    const { value: text, selectionStart: start, selectionEnd: end } = state.input;
    // The start script's list goes with the plain box; a choice made from it is the value.
    document.getElementById(earlyListId(props.id))?.remove();
    if (!takeEarlyPick(props, text) && text !== '') typeInto(input, text);
    if (!state.focused) return;
    input.focus();
    // After the combobox has rendered the text (it sets the value, which moves the caret).
    queueMicrotask(() => input.setSelectionRange(start, end));
  }, [picker, props]);
  if (picker && 'failed' in picker) throw picker.failed;
  if (picker) return <picker.Picker {...props} />;
  // The field's own props (label, name, id, error, …), without the picker's.
  const {
    items,
    value,
    defaultValue,
    onChange,
    placeholder,
    noResultsText,
    toggleLabel,
    ...field
  } = props;
  return (
    <div data-early-pick="">
      <TextField {...field} ref={plainRef} autoComplete="off" combobox />
    </div>
  );
}
