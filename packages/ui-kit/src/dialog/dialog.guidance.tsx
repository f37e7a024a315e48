// The guidance of Dialog's docs page (GUIDE-53): its five sections.

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
};
