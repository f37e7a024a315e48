// The guidance of SummaryList's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { none } from '../docs/guidance-examples.tsx';
import { SummaryList } from './summary-list.tsx';

export const summaryListGuidance: Guidance = {
  whenToUse: [
    'Before a form of several steps is sent: the answers to check, each with a way back to change it.',
    'A read-only record of what the person gave (the co-applicants added).',
  ],
  whenNotToUse: [
    'One value shown read-only inside a form: TextField with readOnly.',
    'Data to sort or compare across rows: a table (not in the kit).',
  ],
  doDont: [
    {
      do: {
        example: (
          <SummaryList
            rows={[
              { key: 'Mobile number', value: '082 123 4567', onChange: none },
              { key: 'Email', value: 'thabo@example.com', onChange: none },
            ]}
          />
        ),
        rule: 'The key is the question as the form asked it; the answer as the person typed it.',
      },
      dont: {
        example: (
          <SummaryList
            rows={[
              { key: 'mobileNo', value: '0821234567', onChange: none },
              { key: 'email', value: 'THABO@EXAMPLE.COM', onChange: none },
            ]}
          />
        ),
        rule: 'Field names from the code, or answers reformatted: people do not recognise them.',
      },
    },
  ],
  anatomy: [
    ['Key', 'the question, bold, in the first column (above the answer on a phone).'],
    ['Value', 'the answer; long ones wrap anywhere.'],
    ['Change', "a link-look button named 'Change mobile number' for screen readers."],
  ],
  content: [
    "Keys match the labels of the fields they came from ('Mobile number', not 'Cell').",
    "The button says 'Change'; its hidden end names the row, so a list of links reads well.",
    'A fixed answer (the ID number of a finance record) has no change button.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves through the change buttons, in row order.'],
      ['Enter / Space', 'presses a change button.'],
    ],
    screenReader: [
      'A description list: each question is a term, its answer a definition.',
      "Change buttons read 'Change mobile number'.",
    ],
    forcedColors: [
      'The row lines are borders and stay; the text takes the system colours.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Check your answers', 'patterns-check-your-answers--docs'],
    ['RepeatableGroup', 'fields-repeatablegroup--docs'],
  ],
};
