// The guidance of RadioGroup's docs page (GUIDE-53, GUIDE-61): its seven sections.
import { Checkbox } from '../checkbox/checkbox.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { none, row } from '../docs/guidance-examples.tsx';
import { RadioGroup } from './radio-group.tsx';

/** The keys of a radio group (Radix), which ChannelPicker shares. */
export const radioKeyboard: Guidance['accessibility']['keyboard'] = [
  ['Tab', 'moves into the group, to the chosen option or the first.'],
  ['Arrow keys', 'move to the next or previous option and choose it.'],
  ['Space', 'chooses the focused option.'],
];

export const radioGroupGuidance: Guidance = {
  whenToUse: ['Two to five options, all shown at once, exactly one chosen.'],
  whenNotToUse: [
    'More than five options: Select or Autocomplete.',
    'Where the code goes: ChannelPicker.',
  ],
  doDont: [
    {
      do: {
        example: (
          <RadioGroup
            label="Portal"
            options={[
              { value: 'customer', label: 'Customer' },
              { value: 'dealer', label: 'Dealer' },
            ]}
            onChange={none}
          />
        ),
        rule: 'A legend that asks the question the options answer.',
      },
      dont: {
        example: (
          <span style={row}>
            <Checkbox label="Customer" onCheckedChange={none} />
            <Checkbox label="Dealer" onCheckedChange={none} />
          </span>
        ),
        rule: 'Checkboxes for a single choice: two can be ticked.',
      },
    },
  ],
  anatomy: [
    ['Legend', 'the question.'],
    ['Options', 'a circle and a label each; arrow keys move between them.'],
    ['Error', 'under the group.'],
  ],
  content: ['Options in a natural order (most common first).', 'Labels are short nouns.'],
  accessibility: {
    keyboard: radioKeyboard,
    screenReader: [
      "A radio group named by its legend, then each option: 'Customer, radio button, 1 of 3'.",
    ],
    forcedColors: [
      "The circles keep their borders; the chosen option takes the system's selection colours (Highlight); an invalid group's options have a double border, a disabled one is grey (GrayText).",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['ChannelPicker', 'fields-channelpicker--docs'],
    ['Select', 'fields-select--docs'],
    ['Checkbox', 'fields-checkbox--docs'],
  ],
};
