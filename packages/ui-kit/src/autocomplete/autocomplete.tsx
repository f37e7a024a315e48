import { useCombobox } from 'downshift';
import { type Ref, useState } from 'react';
import * as fieldStyles from '../field/field.css.ts';
import { type BaseFieldProps, FieldShell, useFieldIds } from '../field/field-shell.tsx';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration.ts';
import * as styles from './autocomplete.css.ts';

/** One choice of an {@link Autocomplete}; branchCode rides along for the bankName rule. */
export type AutocompleteItem = { id: string; name: string; branchCode?: string };

/** Props of {@link Autocomplete}. */
export type AutocompleteProps = BaseFieldProps & {
  /** The choices; filtered by what the user types (case-insensitive, anywhere in the name). */
  items: ReadonlyArray<AutocompleteItem>;
  /** Controlled id of the chosen item; '' for none. Default undefined (uncontrolled). */
  value?: string;
  /** Initial id when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with the chosen item's id and the item ('' and undefined when cleared). Default undefined. */
  onChange?: (value: string, item?: AutocompleteItem) => void;
  /** Text shown while nothing is typed (never instead of the label). Default undefined. */
  placeholder?: string;
  /** Shown when nothing matches the typed text. Default 'No results found'. */
  noResultsText?: string;
  /** Accessible name of the button that opens the list. Default 'Show options'. */
  toggleLabel?: string;
  /** Ref to the input element. Default undefined. */
  ref?: Ref<HTMLInputElement>;
};

/** Whether `text` is `name` as typed: case and the spaces around it aside. */
function sameName(name: string, text: string): boolean {
  return name.toLocaleLowerCase() === text.trim().toLocaleLowerCase();
}

function matches(item: AutocompleteItem, text: string): boolean {
  return item.name.toLocaleLowerCase().includes(text.trim().toLocaleLowerCase());
}

/**
 * A WAI-ARIA combobox with list autocomplete (downshift's useCombobox), e.g. the dealership
 * picker: type to filter, arrows to move, Enter to choose, Escape to close.
 */
export function Autocomplete({
  items,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  noResultsText = 'No results found',
  toggleLabel = 'Show options',
  name,
  ref,
  ...field
}: AutocompleteProps) {
  const ids = useFieldIds(field);
  const [internalId, setInternalId] = useState(defaultValue);
  const selectedId = value ?? internalId;
  const selectedItem = items.find((item) => item.id === selectedId) ?? null;
  const [inputValue, setInputValue] = useState(selectedItem?.name ?? '');
  // While the text still equals the chosen name, opening the list shows every choice.
  const showAll = selectedItem !== null && inputValue === selectedItem.name;
  const visible = showAll ? [...items] : items.filter((item) => matches(item, inputValue));
  const disabled = field.disabled ?? false;
  const choose = (item: AutocompleteItem | undefined) => {
    const nextId = item?.id ?? '';
    if (value === undefined) setInternalId(nextId);
    onChange?.(nextId, item);
  };

  const combobox = useCombobox<AutocompleteItem>({
    items: visible,
    itemToString: (item) => item?.name ?? '',
    itemToKey: (item) => item?.id,
    selectedItem,
    // The text is downshift's own: controlled through a prop, it lags a render behind fast
    // typing and drops characters. This component only follows it to filter the choices.
    initialInputValue: inputValue,
    inputId: ids.controlId,
    labelId: ids.labelId,
    menuId: `${ids.controlId}-listbox`,
    onInputValueChange: ({ inputValue: next, type }) => {
      setInputValue(next);
      // A choice's whole name typed (or filled in by the browser, or before hydration) is that
      // choice: the box never shows a name that is not chosen. A choice picked from the list
      // changes the text too; onSelectedItemChange reports that one.
      const { InputChange, FunctionSetInputValue } = useCombobox.stateChangeTypes;
      if (type !== InputChange && type !== FunctionSetInputValue) return;
      const named = items.find((item) => sameName(item.name, next));
      if (named && named.id !== selectedId) choose(named);
    },
    onSelectedItemChange: ({ selectedItem: next }) => choose(next ?? undefined),
  });
  const { isOpen, highlightedIndex } = combobox;
  const showEmpty = isOpen && visible.length === 0;

  // Text typed into the server-rendered field before hydration is unknown to downshift: take it
  // over and show what matches.
  const inputRef = useTypedBeforeHydration(
    ref,
    inputValue,
    (typed) => {
      combobox.setInputValue(typed);
      combobox.openMenu();
    },
    !disabled,
  );

  return (
    <FieldShell {...field} ids={ids}>
      <div className={styles.wrapper} data-state={isOpen ? 'open' : 'closed'}>
        <div className={fieldStyles.inputRow}>
          <input
            {...combobox.getInputProps({
              ref: inputRef,
              name,
              disabled,
              placeholder,
              className: `${fieldStyles.input} ${styles.input}`,
              'aria-invalid': ids.invalid ? true : undefined,
              'aria-required': field.required ? true : undefined,
              'aria-describedby': ids.describedBy,
            })}
          />
          <button
            {...combobox.getToggleButtonProps({
              disabled,
              className: styles.toggle,
              'aria-label': toggleLabel,
            })}
            type="button"
          >
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <ul
          {...combobox.getMenuProps({ className: styles.menu })}
          hidden={!isOpen || visible.length === 0}
        >
          {isOpen
            ? visible.map((item, index) => (
                <li
                  key={item.id}
                  className={styles.item}
                  data-highlighted={highlightedIndex === index}
                  {...combobox.getItemProps({ item, index })}
                >
                  {item.name}
                </li>
              ))
            : null}
        </ul>
        <p className={styles.empty} role="status">
          {showEmpty ? noResultsText : ''}
        </p>
      </div>
    </FieldShell>
  );
}
