// The guidance of DisabledTooltip's docs page (GUIDE-53, GUIDE-61): its seven sections.

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
    [
      'Tooltip',
      "the kit's Tooltip, loaded the first time a disabled control renders and added after the control inside the wrapper, so the control is never rebuilt under a click.",
    ],
    [
      'Note',
      "the kit's fields add the same text, hidden, as the control's description for screen readers.",
    ],
  ],
  content: [
    'One sentence, with a full stop.',
    "Default 'Field is disabled.': replace it with the reason.",
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the disabled control; its tooltip shows.'],
      ['Escape', 'hides the tooltip.'],
    ],
    screenReader: [
      "'Field is disabled.' is the control's description: read with it, whether or not the tooltip shows.",
    ],
    forcedColors: [
      'The tooltip keeps its border and takes the system colours.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: ['On a touch screen the tooltip shows only on a long press.'],
  },
  related: [
    ['Tooltip', 'overlays-tooltip--docs'],
    ['TextField', 'fields-textfield--docs'],
  ],
};
