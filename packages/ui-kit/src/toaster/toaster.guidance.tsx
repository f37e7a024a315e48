// The guidance of Toaster's docs page (GUIDE-53): its five sections.

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
};
