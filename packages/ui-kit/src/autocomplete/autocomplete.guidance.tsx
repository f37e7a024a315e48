// The guidance of Autocomplete's docs page (GUIDE-53): its five sections.

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
};
