// The guidance of DateField's docs page (GUIDE-53, GUIDE-61): its seven sections.

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
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the field.'],
      ['Digits', 'are typed as dd/mm/yy; the slashes are put in for you.'],
      ['Backspace', 'removes what is before the caret, as in any text field.'],
    ],
    screenReader: [
      "A text field named by its label; the format hint 'dd/mm/yy' is its description.",
      "An error is read after the hint; the field is 'invalid'.",
    ],
    forcedColors: [
      'The border and text take the system colours; an error shows in its words and a double border; a disabled field is grey (GrayText).',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: ['There is no calendar to pick from: a date is typed.'],
  },
  related: [
    ['TextField', 'fields-textfield--docs'],
    ['NumberField', 'fields-numberfield--docs'],
  ],
};
