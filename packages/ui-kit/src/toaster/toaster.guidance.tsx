// The guidance of Toaster's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const toasterGuidance: Guidance = {
  whenToUse: [
    'Feedback on an action that does not need an answer: a code was sent, the welcome on sign-in.',
  ],
  whenNotToUse: [
    'An error people must fix on the page: show it under the field or the step.',
    'Anything that needs a decision: Dialog.',
  ],
  doDont: [
    {
      do: {
        example: (
          <Still tone="success" title="Code sent">
            We sent the code to 08*****567.
          </Still>
        ),
        rule: 'One short sentence; it stays while hovered or focused.',
      },
      dont: {
        example: (
          <Still tone="danger" title="Error">
            Something went wrong. Error 500 at /api/otp. Contact support. Try again later.
          </Still>
        ),
        rule: 'Long technical text that vanishes before it is read.',
      },
    },
  ],
  anatomy: [
    ['Region', "'Notifications (F8)', bottom of the screen."],
    ['Toast', 'tone bar, title, message, close button.'],
  ],
  content: ['Past tense for what happened; no codes or stack traces.'],
  accessibility: {
    keyboard: [
      ['F8', 'moves focus to the toasts.'],
      ['Tab', "moves to a toast's close button."],
      ['Escape', 'closes the focused toast.'],
    ],
    screenReader: [
      'Errors are read assertively, other toasts politely, once: title, then message.',
      'A toast stays while it is hovered or focused.',
    ],
    forcedColors: [
      "Each toast keeps its border; the tone's colour bar and tinted fill go, so success and error look alike but for their titles.",
      "The close button (×) gets an edge in the system's button colour, so it still reads as a button.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: ['Under forced colours the tone is in the title only.'],
  },
  related: [
    ['Dialog', 'overlays-dialog--docs'],
    ['LoadingOverlay', 'feedback-loadingoverlay--docs'],
  ],
};
