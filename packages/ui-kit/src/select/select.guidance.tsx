// The guidance of Select's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const selectGuidance: Guidance = {
  whenToUse: [
    'One choice from a short known list that does not need to be seen all at once: Send OTP to.',
  ],
  whenNotToUse: [
    'Two or three options people should compare: RadioGroup.',
    'A long list people search: Autocomplete.',
  ],
  doDont: [
    {
      do: {
        example: <Still title="Send OTP to">Mobile ▾</Still>,
        rule: 'A label that says what the choice is for.',
      },
      dont: { example: <Still>Choose… ▾</Still>, rule: "'Choose…' as the only label." },
    },
  ],
  anatomy: [
    ['Label', 'above the trigger.'],
    ['Trigger', 'shows the chosen option and the chevron.'],
    ['List', 'opens under the trigger; typing jumps to an option.'],
  ],
  content: ['Options are nouns in sentence case.', 'Keep the order stable between screens.'],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the select.'],
      ['Enter / Space / Down', 'open the list.'],
      ['Up / Down', 'move through the options; typing a letter jumps to it.'],
      ['Enter', 'chooses; Escape closes without choosing.'],
    ],
    screenReader: [
      'A combobox named by its label, with the chosen option as its value; the open list is a listbox.',
      'The option under focus is read as you move.',
    ],
    forcedColors: [
      "The trigger and the list keep their borders; the highlighted option takes the system's selection colours (Highlight).",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['RadioGroup', 'fields-radiogroup--docs'],
    ['Autocomplete', 'fields-autocomplete--docs'],
  ],
};
