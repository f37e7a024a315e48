// The guidance of DateField's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const dateFieldGuidance: Guidance = {
  whenToUse: ['A known date, typed: a date of birth.'],
  whenNotToUse: ['A date picked near today (a booking): a calendar picker (not in the kit).'],
  doDont: [
    {
      do: {
        example: <Still title="Date of birth">1990-01-01</Still>,
        rule: 'One field in the ISO order the hint shows.',
      },
      dont: {
        example: <Still title="Date of birth">01/01/90</Still>,
        rule: 'Two-digit years and an order people must guess.',
      },
    },
  ],
  anatomy: [
    ['Label', 'the date asked for.'],
    ['Input', 'the browser date control.'],
    ['Error', 'under the input.'],
  ],
  content: ['Name the date, not the format: the control shows the format.'],
};
