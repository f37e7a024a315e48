// Pattern: pick from a long list, and what if mine is missing. The kit's Autocomplete with a
// way out for an entry the list lacks, and the list's loading and failed states; the
// dealer-picks-a-group screen is built on it.
import { useEffect, useRef } from 'react';
import { Autocomplete, type AutocompleteItem, Button, TextField, vars } from '../../index.ts';

/** Whether the list is there: loading, loaded, or failed to load. */
export type ListStatus = 'loading' | 'ready' | 'failed';

/** The person's answer: an entry of the list, or the name of one it lacks. */
export type LongListAnswer = { kind: 'listed'; id: string } | { kind: 'missing'; name: string };

/** Props of {@link LongListPicker}. */
export type LongListPickerProps = {
  /** Prefix of the element ids. */
  id: string;
  items: ReadonlyArray<AutocompleteItem>;
  status: ListStatus;
  /** Asks for the list again after a failure. */
  onRetry: () => void;
  answer: LongListAnswer;
  onAnswerChange: (answer: LongListAnswer) => void;
  /** The message of the answer after a submit. */
  error?: string | undefined;
  /** What the list holds, in the singular and the plural ('dealer group', 'dealer groups'). */
  noun?: { one: string; many: string };
  /** The label of the picker. Default the spec's 'Dealer Group'. */
  label?: string;
};

/** The picker, its loading and failed states, and the field for a name the list lacks. */
export function LongListPicker({
  id,
  items,
  status,
  onRetry,
  answer,
  onAnswerChange,
  error,
  noun = { one: 'dealer group', many: 'dealer groups' },
  label = 'Dealer Group',
}: LongListPickerProps) {
  // A swap unmounts the button that made it: focus goes to the field that took its place.
  const swapped = useRef(false);
  useEffect(() => {
    if (!swapped.current) return;
    swapped.current = false;
    document.getElementById(`${id}-${answer.kind}`)?.focus();
  }, [answer.kind, id]);
  const swap = (next: LongListAnswer) => {
    swapped.current = true;
    onAnswerChange(next);
  };
  const gap = { display: 'grid', gap: vars.space.sm, justifyItems: 'start' } as const;
  if (answer.kind === 'missing') {
    return (
      <div style={gap}>
        <TextField
          id={`${id}-missing`}
          label={`Name of your ${noun.one}`}
          hint={`As it is registered. We will check it and add it to the list.`}
          required
          value={answer.name}
          onChange={(name) => onAnswerChange({ kind: 'missing', name })}
          error={error}
        />
        <Button variant="link" onClick={() => swap({ kind: 'listed', id: '' })}>
          Choose from the list instead
        </Button>
      </div>
    );
  }
  return (
    <div style={gap}>
      <Autocomplete
        id={`${id}-listed`}
        name="dealerGroupId"
        label={label}
        required
        items={status === 'ready' ? items : []}
        hint={
          status === 'loading'
            ? `Loading the list of ${noun.many}…`
            : `Type part of the name, then choose it from the list.`
        }
        noResultsText={`No ${noun.many} found`}
        value={answer.id}
        onChange={(value) => onAnswerChange({ kind: 'listed', id: value })}
        error={status === 'failed' ? `The list of ${noun.many} could not be loaded.` : error}
      />
      {status === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      <Button variant="link" onClick={() => swap({ kind: 'missing', name: '' })}>
        {`My ${noun.one} is not in the list`}
      </Button>
    </div>
  );
}
