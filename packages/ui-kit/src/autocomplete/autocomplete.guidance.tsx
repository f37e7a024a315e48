// The guidance of Autocomplete's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const autocompleteGuidance: Guidance = {
  whenToUse: ['A choice from a long list people search by name: the dealership, the dealer group.'],
  whenNotToUse: ['Fewer than about ten options: Select.', 'Free text: TextField.'],
  doDont: [
    {
      do: {
        example: <Still title="Dealership">Sand▏ — Sandton Motor Group</Still>,
        rule: 'Match on any part of the name, and show the match.',
      },
      dont: {
        example: <Still title="Dealership">DG001</Still>,
        rule: 'Codes people do not know as the only text of an option.',
      },
    },
  ],
  anatomy: [
    ['Label', 'above the input.'],
    ['Input', 'filters as the person types.'],
    ['List', 'the matches; arrow keys and Enter pick one.'],
    ['Empty state', "'No matches' when nothing fits."],
  ],
  content: [
    'Options show the name people use.',
    'Say when nothing matches; never show an empty list.',
  ],
  accessibility: {
    keyboard: [
      ['Type', 'filters the list; it opens as you type.'],
      ['Down / Up', 'opens the list, then moves through the choices.'],
      ['Enter', 'chooses the highlighted choice and closes the list.'],
      ['Escape', 'closes the list; again, clears what is typed.'],
      ['Tab', 'leaves the field; the toggle button is skipped (it is for the pointer).'],
    ],
    screenReader: [
      "A combobox named by its label, with 'autocomplete list' and whether it is expanded.",
      "As you move, the highlighted choice is read; the list's size is read when it opens (downshift's status).",
      "'No results found' (or `noResultsText`) is read when nothing matches.",
    ],
    forcedColors: [
      'The field and the list keep their borders in the system text colour.',
      "The highlighted choice takes the system's selection colours (Highlight), so arrowing through the list shows where you are.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Select', 'fields-select--docs'],
    ['Pick from a long list', 'patterns-pick-from-a-long-list--docs'],
    ['TextField', 'fields-textfield--docs'],
  ],
};
