// The guidance of Tooltip's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const tooltipGuidance: Guidance = {
  whenToUse: ['Why a control is disabled (DisabledTooltip), shown on hover and focus.'],
  whenNotToUse: [
    'Anything people need to complete the task: put it on the page.',
    'On touch-only screens as the only place for text.',
  ],
  doDont: [
    {
      do: { example: <Still>Field is disabled.</Still>, rule: 'One short sentence.' },
      dont: {
        example: <Still>Tooltip with a link and a button inside</Still>,
        rule: 'Interactive content: a tooltip closes when the pointer leaves.',
      },
    },
  ],
  anatomy: [
    ['Trigger', 'focusable, even when disabled.'],
    ['Bubble', 'the text, with an arrow to the trigger.'],
  ],
  content: ['Say why, not what: the label already says what.'],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the trigger; the tooltip shows after 250 ms.'],
      ['Escape', 'hides it.'],
    ],
    screenReader: ["While shown, the tooltip is the trigger's description (Radix): read with it."],
    forcedColors: [
      'The tooltip keeps its border; its dark fill goes, and its text takes the system text colour.',
    ],
    knownIssues: [
      'On a touch screen there is no hover: nobody should need a tooltip to finish a task.',
    ],
  },
  related: [
    ['DisabledTooltip', 'overlays-disabledtooltip--docs'],
    ['Content guide', 'content-guide--docs'],
  ],
};
