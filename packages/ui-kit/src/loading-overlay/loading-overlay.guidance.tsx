// The guidance of LoadingOverlay's docs page (GUIDE-53, GUIDE-61): its seven sections.
import { Button } from '../button/button.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const loadingOverlayGuidance: Guidance = {
  whenToUse: ['A call the whole screen waits for, longer than about a second (the first load).'],
  whenNotToUse: ["A button's own call: Button's pending state."],
  doDont: [
    {
      do: {
        example: <Button pending>Next</Button>,
        rule: "Prefer the button's pending state for one action.",
      },
      dont: {
        example: <Still>Loading… (covering the whole page)</Still>,
        rule: 'Cover the page for a short call.',
      },
    },
  ],
  anatomy: [
    ['Scrim', 'dims the page, blocks input.'],
    ['Spinner', 'with a label for screen readers.'],
  ],
  content: ["The label says what loads: 'Loading'."],
  accessibility: {
    keyboard: [],
    screenReader: [
      "'Please wait while we load data.' is a polite status, read once when it appears.",
    ],
    forcedColors: [
      "The scrim is a fill, which forced colours remove: the page shows through, and the message and the spinner's ring stay in the text colour.",
    ],
    knownIssues: [
      'Under forced colours the page underneath is not dimmed (it still cannot be clicked).',
    ],
  },
  related: [
    ['Button', 'actions-button--docs'],
    ['Toaster', 'feedback-toaster--docs'],
  ],
};
