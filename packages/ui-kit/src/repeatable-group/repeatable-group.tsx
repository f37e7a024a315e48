import { fillPlaceholders } from '@forecourt/validators/rules';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button.tsx';
import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './repeatable-group.css.ts';

/** Props of {@link RepeatableGroup}. */
export type RepeatableGroupProps<Item extends { id: string }> = {
  /** The groups shown, each with a stable `id` (a group keeps its fields' state by it). */
  items: ReadonlyArray<Item>;
  /** The fields of one group; `index` counts from 0. */
  children: (item: Item, index: number) => ReactNode;
  /** Called by the add button: the caller appends an item. */
  onAdd: () => void;
  /** Called by a group's remove button with that group's id: the caller drops it. */
  onRemove: (id: string) => void;
  /** Each group's legend; `{number}` is the group's number, counting from 1. Default 'Person {number}'. */
  legend?: string;
  /** Text of the add button. Default 'Add another person'. */
  addLabel?: string;
  /**
   * Visible text of each remove button; its accessible name adds the group's legend in lower
   * case ('Remove person 2'). Default 'Remove'.
   */
  removeLabel?: string;
  /** Fewest groups: these show no remove button. Default 1. */
  min?: number;
  /** Most groups: at this count the add button gives way to `maxText`. Default undefined (no limit). */
  max?: number;
  /** Shown in place of the add button once `max` groups are shown. Default 'You can add up to {max}.'. */
  maxText?: string;
  /** Announced (politely) once a group is removed. Default '{legend} removed.'. */
  removedText?: string;
};

type Moved = { kind: 'added' } | { kind: 'removed'; index: number; legend: string } | null;

/**
 * A set of the same fields repeated, one fieldset a person (add another person): an add button
 * below the last group, a remove button on each group above `min`, a limit `max`. After an add,
 * focus goes to the new group's first field; after a removal, to the legend of the group before
 * it (each group's remove button sits at its end), and a polite status says which group went.
 */
export function RepeatableGroup<Item extends { id: string }>({
  items,
  children,
  onAdd,
  onRemove,
  legend = 'Person {number}',
  addLabel = 'Add another person',
  removeLabel = 'Remove',
  min = 1,
  max,
  maxText = 'You can add up to {max}.',
  removedText = '{legend} removed.',
}: RepeatableGroupProps<Item>) {
  const groups = useRef(new Map<string, HTMLFieldSetElement>());
  const moved = useRef<Moved>(null);
  const [announcement, setAnnouncement] = useState('');
  const legendOf = (index: number) => fillPlaceholders(legend, { number: index + 1 });

  // Runs after the caller has re-rendered with the new list: the group to focus exists by then.
  useEffect(() => {
    const move = moved.current;
    if (!move) return;
    moved.current = null;
    if (move.kind === 'added') {
      const last = items.at(-1);
      const group = last && groups.current.get(last.id);
      group?.querySelector<HTMLElement>('input, select, textarea, button, [tabindex="0"]')?.focus();
      return;
    }
    const before = items[Math.max(0, move.index - 1)];
    const group = before && groups.current.get(before.id);
    group?.querySelector<HTMLElement>('legend')?.focus();
    setAnnouncement(fillPlaceholders(removedText, { legend: move.legend }));
  }, [items, removedText]);

  const full = max !== undefined && items.length >= max;
  return (
    <div className={styles.root} data-repeatable-group="">
      {items.map((item, index) => (
        <fieldset
          key={item.id}
          className={styles.group}
          ref={(element) => {
            if (element) groups.current.set(item.id, element);
            else groups.current.delete(item.id);
          }}
        >
          <legend className={styles.legend} tabIndex={-1}>
            {legendOf(index)}
          </legend>
          {children(item, index)}
          {items.length > min ? (
            <div className={styles.remove}>
              <Button
                variant="link"
                onClick={() => {
                  moved.current = { kind: 'removed', index, legend: legendOf(index) };
                  onRemove(item.id);
                }}
              >
                {removeLabel}{' '}
                <span className={visuallyHidden}>{legendOf(index).toLowerCase()}</span>
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <div className={styles.footer}>
        {full ? (
          <p className={styles.note}>{fillPlaceholders(maxText, { max: String(max) })}</p>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              moved.current = { kind: 'added' };
              setAnnouncement('');
              onAdd();
            }}
          >
            {addLabel}
          </Button>
        )}
        <span role="status" className={visuallyHidden}>
          {announcement}
        </span>
      </div>
    </div>
  );
}
