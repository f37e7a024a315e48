// The guidance of DisabledTooltip's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const disabledTooltipGuidance: Guidance = {
  whenToUse: [
    'Around a disabled control, to say why it cannot be changed (a name from the finance record).',
  ],
  whenNotToUse: [
    'Around an enabled control: use a hint under the label.',
    'To explain a waiting button: the button says so itself (pending, or the note beside it).',
  ],
  doDont: [
    {
      do: {
        example: <Still>Name comes from your finance record.</Still>,
        rule: 'Say why the field cannot change, and where the value comes from.',
      },
      dont: {
        example: <Still>Disabled.</Still>,
        rule: 'Repeat what the greyed field already shows.',
      },
    },
  ],
  anatomy: [
    ['Wrapper', 'a span that listens for hover and focus (a disabled control fires neither).'],
    ['Tooltip', "the kit's Tooltip, loaded the first time a disabled control renders."],
    [
      'Note',
      "the kit's fields add the same text, hidden, as the control's description for screen readers.",
    ],
  ],
  content: [
    'One sentence, with a full stop.',
    "Default 'Field is disabled.': replace it with the reason.",
  ],
};
