// The guidance of NumberField's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { none } from '../docs/guidance-examples.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { NumberField } from './number-field.tsx';

export const numberFieldGuidance: Guidance = {
  whenToUse: ['A value made only of digits: the 13-digit ID number, a dealer number.'],
  whenNotToUse: [
    'Amounts or quantities people count with arrows: this field has no stepper.',
    'A mobile number: MobileField.',
  ],
  doDont: [
    {
      do: {
        example: (
          <NumberField label="Id Number" name="guidance-do-id" maxLength={13} onChange={none} />
        ),
        rule: 'Set maxLength to the exact length the value has.',
      },
      dont: {
        example: <TextField label="Id Number" name="guidance-dont-id" onChange={none} />,
        rule: 'A plain text field: phones show letters, and nothing stops a 14th digit.',
      },
    },
  ],
  anatomy: [
    ['Label', 'as in TextField.'],
    ['Input', "numeric keyboard on phones (inputmode 'numeric'); only digits are kept."],
    ['Error', 'under the input.'],
  ],
  content: [
    "Name the document: 'Id Number', not 'Number'.",
    'Say the expected length in the error: 13 digits.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the field.'],
      ['Digits', 'are kept; anything else typed or pasted (spaces, dashes) is dropped.'],
    ],
    screenReader: [
      'A text field (not a spin button) named by its label; phones show the number keypad.',
      "An error is read after the hint; the field is 'invalid'.",
    ],
    forcedColors: [
      'The border and text take the system colours; an error shows in its words and a double border; a disabled field is grey (GrayText).',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Ask for an SA ID number', 'patterns-ask-for-an-sa-id-number--docs'],
    ['TextField', 'fields-textfield--docs'],
  ],
};
