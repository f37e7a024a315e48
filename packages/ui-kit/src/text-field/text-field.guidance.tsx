// The guidance of TextField's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { none } from '../docs/guidance-examples.tsx';
import { TextField } from './text-field.tsx';

export const textFieldGuidance: Guidance = {
  whenToUse: ['Short free text on one line: a username, a name, an e-mail address.'],
  whenNotToUse: [
    'Digits only (an ID number): NumberField. A mobile number: MobileField. A date: DateField.',
    'A secret: PasswordField. A choice from a known list: Select or Autocomplete.',
  ],
  doDont: [
    {
      do: {
        example: <TextField label="Username" name="guidance-do-username" onChange={none} />,
        rule: 'A visible label above the field, always.',
      },
      dont: {
        example: (
          <TextField
            label=""
            name="guidance-dont-username"
            aria-label="Username"
            placeholder="Username"
            onChange={none}
          />
        ),
        rule: 'A placeholder instead of a label: it disappears as the person types.',
      },
    },
    {
      do: {
        example: (
          <TextField
            label="Email"
            name="guidance-do-email"
            error="Please provide a valid e-mail address."
            onChange={none}
          />
        ),
        rule: 'Say what is wrong and how to fix it, under the field.',
      },
      dont: {
        example: (
          <TextField label="Email" name="guidance-dont-email" error="Invalid." onChange={none} />
        ),
        rule: "A bare 'Invalid.' leaves the person guessing.",
      },
    },
  ],
  anatomy: [
    ['Label', 'names the value; the asterisk marks a required field.'],
    ['Input', 'the control, the width of its container.'],
    ['Hint', 'optional, under the label: the format expected.'],
    ['Error', 'in danger colour under the input, announced to screen readers.'],
  ],
  content: [
    'Labels are nouns in sentence case, without a colon.',
    "Errors are full sentences that say what to do: 'Please provide Email.'",
  ],
  accessibility: {
    keyboard: [
      [
        'Tab',
        'moves to the field, also when read-only or disabled (a disabled field stays focusable, so its reason can be heard).',
      ],
      ['Any key', 'types; nothing typed or pasted is cut.'],
    ],
    screenReader: [
      "A text field named by its label, then its hint and error as its description; required fields are 'required', errors 'invalid'.",
      "A read-only field is read as 'read only' with its value; a disabled one as 'dimmed' or 'unavailable', with 'Field is disabled.'.",
    ],
    forcedColors: [
      "The border and text take the system colours; the read-only field's dashed border stays, its muted fill goes; an error shows in its words and a double border; a disabled field is in the system's grey (GrayText).",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['NumberField', 'fields-numberfield--docs'],
    ['Error summary', 'patterns-error-summary--docs'],
    ['DisabledTooltip', 'overlays-disabledtooltip--docs'],
  ],
};
