// The guidance of MobileField's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const mobileFieldGuidance: Guidance = {
  whenToUse: ['A South African mobile number.'],
  whenNotToUse: ['A landline or a foreign number: TextField with a hint.'],
  doDont: [
    {
      do: {
        example: <Still title="Mobile number">082 123 4567</Still>,
        rule: 'Let people type the number as they know it; the field groups the digits.',
      },
      dont: {
        example: <Still title="Mobile number">+27821234567</Still>,
        rule: 'Ask for the international format.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Mobile number.'],
    ['Input', 'telephone keyboard; groups digits 3-3-4.'],
    ['Error', 'under the input.'],
  ],
  content: ["The error names the format: 'Invalid Mobile Number.'"],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the field.'],
      [
        'Any key',
        'types as people write the number: +27 82 123 4567, 082 123 4567; nothing is cut.',
      ],
    ],
    screenReader: [
      'A text field of type tel named by its label; the hint is its description.',
      "An error ('Invalid Mobile Number.') is read after the hint; the field is 'invalid'.",
    ],
    forcedColors: [
      'The border and text take the system colours; an error shows in its words and a double border; a disabled field is grey (GrayText).',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['TextField', 'fields-textfield--docs'],
    ['Confirm by code', 'patterns-confirm-a-mobile-number-or-email-by-code--docs'],
  ],
};
