// The guidance of Checkbox's docs page (GUIDE-53): its five sections.

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
};
