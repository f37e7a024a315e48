// The guidance of ErrorSummary's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';
import { ErrorSummary } from './error-summary.tsx';

export const errorSummaryGuidance: Guidance = {
  whenToUse: [
    'A submit of a form with two or more fields finds problems: list them all above the form.',
    'A long form where the first invalid field may be out of view.',
  ],
  whenNotToUse: [
    'A form of one field (an ID number, a code): the message under the field is enough.',
    'A failure of the service (network, rate limit): the step’s error line or a Toaster.',
    'Checks as people type: the summary appears after a submit, never while typing.',
  ],
  doDont: [
    {
      do: {
        example: (
          <ErrorSummary
            autoFocus={false}
            errors={[
              { fieldId: 'guide-id', message: 'Invalid ID Number: ID must be 13 digits long.' },
              { fieldId: 'guide-email', message: 'Invalid Email Address.' },
            ]}
          />
        ),
        rule: 'Each link repeats the message under its field, word for word, in field order.',
      },
      dont: {
        example: (
          <Still tone="danger" title="Error">
            The form has errors.
          </Still>
        ),
        rule: 'A vague line without links: people hunt for what to fix.',
      },
    },
  ],
  anatomy: [
    ['Border', 'the danger colour, 4 px, so the box reads as a problem in every theme.'],
    ['Heading', "'There is a problem': names the alert and is what is announced first."],
    ['Links', 'one a problem; each moves focus into its field and shows its label.'],
  ],
  content: [
    "The heading stays 'There is a problem': a plain statement, the same on every form.",
    'Each link is the field’s own message: the same words in both places.',
    'Say what to do, not what went wrong in the system: never an error code.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves through its links, in field order.'],
      ['Enter on a link', 'moves focus into that field, its label in view.'],
    ],
    screenReader: [
      "On a failed submit it takes focus and is read as an alert: 'There is a problem', then each message.",
      "Its links are in the screen reader's list of links, each the message of its field.",
    ],
    forcedColors: [
      'The thick border and the links take the system colours (links in the link colour): the box still stands out by its border.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Error summary pattern', 'patterns-error-summary--docs'],
    ['TextField', 'fields-textfield--docs'],
    ['Dialog', 'overlays-dialog--docs'],
  ],
};
