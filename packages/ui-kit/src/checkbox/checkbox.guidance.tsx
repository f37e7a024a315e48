// The guidance of Checkbox's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { none } from '../docs/guidance-examples.tsx';
import { Checkbox } from './checkbox.tsx';

export const checkboxGuidance: Guidance = {
  whenToUse: ['One yes/no the person confirms: accepting the terms and conditions.'],
  whenNotToUse: [
    'One of several options: RadioGroup.',
    'A setting that applies at once: a switch (not in the kit).',
  ],
  doDont: [
    {
      do: {
        example: <Checkbox label="I accept the terms and conditions" onCheckedChange={none} />,
        rule: 'The label is the statement the person agrees to.',
      },
      dont: {
        example: <Checkbox label="Terms" onCheckedChange={none} />,
        rule: "A one-word label: what does ticking 'Terms' mean?",
      },
    },
  ],
  anatomy: [
    ['Box', 'the control; the tick shows when checked.'],
    ['Label', 'beside the box; clicking it toggles the box.'],
    ['Error', 'under the label, when the box must be ticked.'],
  ],
  content: ["Write what ticking means: 'I accept …'.", 'No negatives: never "Don\'t send me …".'],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the box.'],
      ['Space', 'ticks or unticks it (Enter does not, as for a native checkbox).'],
    ],
    screenReader: [
      "'I accept the terms and conditions, checkbox, not checked'; then 'checked' as it changes.",
      "An error is its description: read after the label; the box is 'invalid'.",
    ],
    forcedColors: [
      "The box keeps its border; a ticked box takes the system's selection colours (Highlight), an invalid one a double border, a disabled one the system's grey.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['RadioGroup', 'fields-radiogroup--docs'],
    ['Error summary', 'patterns-error-summary--docs'],
  ],
};
