import { type AutocompleteProps, TextField } from '@forecourt/ui-kit';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { earlyPick } from './early-pick.ts';

// The dealership picker is downshift's combobox, 10 KB of gzip the dealer-group page would
// otherwise wait for before it could be used at all. The page shows its field as a plain text
// box until the picker has loaded (the page links its chunk at low priority), then swaps it in,
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

/** What the plain field held when the picker took its place. */
type Carried = { text: string; focused: boolean; start: number | null; end: number | null };

/** Types `text` into `input` as a person would, so its component's change handler sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The Autocomplete, first as a plain text box (also in the prerendered page) and then, once its
 * code has loaded, as the combobox. `id` names the input of both, so the swap keeps it. A picker
 * that cannot load fails the route, as a screen chunk that cannot load does.
 */
export function ProgressiveAutocomplete(props: AutocompleteProps & { id: string }) {
  // The first render matches the prerendered page: the plain box, even when the code is there.
  const [picker, setPicker] = useState<{ Picker: Picker } | { failed: unknown }>();
  const plain = useRef<HTMLInputElement>(null);
  const carried = useRef<Carried>(undefined);
  useEffect(() => {
    let live = true;
    (loaded ? Promise.resolve(loaded) : loadPicker()).then(
      (Picker) => {
        if (!live) return;
        const input = plain.current;
        carried.current = input
          ? {
              text: input.value,
              focused: input.ownerDocument.activeElement === input,
              start: input.selectionStart,
              end: input.selectionEnd,
            }
          : undefined;
        setPicker({ Picker });
      },
      (failed: unknown) => live && setPicker({ failed }),
    );
    return () => {
      live = false;
    };
  }, []);
  // A choice made from the start script's list, in the takeover's commit (layout effects run
  // before the form's, which carries out a press kept from before).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first commit only
  useLayoutEffect(() => {
    const input = plain.current;
    if (!input) return;
    // A page rendered afresh has a new box: the list shown under the old one goes.
    const list = document.getElementById(`${props.id}-early-list`);
    if (list && input.getAttribute('aria-controls') !== list.id) list.remove();
    const picked = earlyPick(props.name ?? '', input.value);
    if (picked !== undefined && picked !== props.value) props.onChange?.(picked);
  }, []);
  useLayoutEffect(() => {
    const state = carried.current;
    const input = picker && 'Picker' in picker ? document.getElementById(props.id) : null;
    if (!state || !(input instanceof HTMLInputElement)) return;
    carried.current = undefined;
    // The start script's list goes with the plain box; a choice made from it is the value.
    document.getElementById(`${props.id}-early-list`)?.remove();
    const picked = earlyPick(props.name ?? '', state.text);
    if (picked !== undefined) props.onChange?.(picked);
    else if (state.text !== '') typeInto(input, state.text);
    if (!state.focused) return;
    input.focus();
    // After the combobox has rendered the text (it sets the value, which moves the caret).
    queueMicrotask(() => input.setSelectionRange(state.start, state.end));
  }, [picker, props.id, props.name, props.onChange]);
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
      <TextField {...field} ref={plain} autoComplete="off" combobox />
    </div>
  );
}
