// The guidance of RepeatableGroup's docs page (GUIDE-53, GUIDE-61): its seven sections.

import { Button } from '../button/button.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { none, row } from '../docs/guidance-examples.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { RepeatableGroup } from './repeatable-group.tsx';

export const repeatableGroupGuidance: Guidance = {
  whenToUse: [
    'The same few fields asked for each of several people or things: co-applicants, directors.',
    'People decide how many: one is common, a few are possible, a limit is known.',
  ],
  whenNotToUse: [
    'A fixed number of the same fields (always two directors): write the fieldsets out.',
    'Many rows to enter at once (dozens): an upload or a table (not in the kit).',
    'One choice from a list: Select, RadioGroup or Autocomplete.',
  ],
  doDont: [
    {
      do: {
        example: (
          <RepeatableGroup
            items={[{ id: 'a' }]}
            legend="Co-applicant {number}"
            onAdd={none}
            onRemove={none}
          >
            {() => <TextField label="Email" />}
          </RepeatableGroup>
        ),
        rule: 'Start with one group; the add button names what it adds.',
      },
      dont: {
        example: (
          <div style={row}>
            <TextField label="Email 1" />
            <TextField label="Email 2" />
            <TextField label="Email 3" />
            <Button variant="secondary">+</Button>
          </div>
        ),
        rule: "Empty groups shown in advance, or an add button that says only '+'.",
      },
    },
  ],
  anatomy: [
    ['Fieldset and legend', "one a group, 'Person 1', 'Person 2' …: the fields' shared name."],
    ['Fields', 'the same in every group; ids made from the item id, so labels stay unique.'],
    ['Remove', "at the end of each group above the minimum; read as 'Remove person 2'."],
    ['Add another', 'below the last group; at the limit, a line says the limit instead.'],
    ['Status', "a polite live region: 'Person 2 removed.'"],
  ],
  content: [
    "Name the thing in the legend and the button: 'Co-applicant 2', 'Add another co-applicant'.",
    "Say the limit before it is reached where it matters ('You can add up to 3 co-applicants.').",
    'Removing takes no confirmation: nothing is sent until the form is.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', "moves through each group's fields, its Remove, then Add another."],
      ['Enter / Space on Add another', 'adds a group; focus goes to its first field.'],
      [
        'Enter / Space on Remove',
        'removes that group; focus goes to the legend of the group before.',
      ],
    ],
    screenReader: [
      "Each group is a group named by its legend: 'Person 2, group' as focus enters it.",
      "Remove reads 'Remove person 2'; after a removal the status says 'Person 2 removed.'",
    ],
    forcedColors: [
      'The groups keep their borders; the legend focused after a removal shows the focus ring.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Add another person', 'patterns-add-another-person--docs'],
    ['SummaryList', 'fields-summarylist--docs'],
    ['ErrorSummary', 'feedback-errorsummary--docs'],
  ],
};
