// The guidance of Select's docs page (GUIDE-53): its five sections.

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
};
