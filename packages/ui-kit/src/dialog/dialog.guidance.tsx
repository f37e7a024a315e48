// The guidance of Dialog's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const dialogGuidance: Guidance = {
  whenToUse: [
    "A message that must be read before going on: 'Please add details' listing what is missing.",
  ],
  whenNotToUse: [
    'Feedback that needs no answer: Toaster.',
    "An error of one field: the field's error.",
  ],
  doDont: [
    {
      do: {
        example: (
          <Still title="Please add details">
            • Please provide Email.
            <br />• Invalid Mobile Number.
          </Still>
        ),
        rule: 'A title that says what to do, a list of what is missing.',
      },
      dont: {
        example: <Still title="Error">The form is invalid.</Still>,
        rule: "'Error' as title and no way to know what to fix.",
      },
    },
  ],
  anatomy: [
    ['Scrim', 'dims the page.'],
    ['Panel', 'title, content, close button.'],
    ['Focus', 'moves into the dialog and back to where it was.'],
  ],
  content: ['Title in sentence case, no full stop.', 'One close action named for what it does.'],
  accessibility: {
    keyboard: [
      ['Tab / Shift+Tab', "move between the dialog's controls; focus stays inside."],
      ['Escape', 'closes the dialog.'],
      [
        'Enter / Space on Close',
        'closes it; focus returns to the opener, or to the field the message is about.',
      ],
    ],
    screenReader: [
      "'Please add details, dialog', then its message, which is its description.",
      'The page behind is hidden from the screen reader while it is open.',
    ],
    forcedColors: [
      'The dialog keeps its border; the dimmed backdrop is a fill, which forced colours remove, so the page behind shows at full strength.',
      "The close button is the kit's Button, whose transparent border forced colours draw in the system's button colour.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [
      'Under forced colours the backdrop is gone: the dialog sits on the page without dimming.',
    ],
  },
  related: [
    ['Error summary', 'patterns-error-summary--docs'],
    ['Toaster', 'feedback-toaster--docs'],
  ],
};
