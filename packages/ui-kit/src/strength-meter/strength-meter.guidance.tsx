// The guidance of StrengthMeter's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';
import { StrengthMeter } from './strength-meter.tsx';

export const strengthMeterGuidance: Guidance = {
  whenToUse: ['Beside a new password, to show how strong it is as it is typed.'],
  whenNotToUse: ['At sign-in: the password already exists.'],
  doDont: [
    {
      do: {
        example: <StrengthMeter password="Changed#2026a" />,
        rule: 'A word with the bar: colour alone is not enough.',
      },
      dont: { example: <Still tone="danger">■■□□</Still>, rule: 'A bar without a word.' },
    },
  ],
  anatomy: [
    ['Bar', 'four segments in the level colour.'],
    ['Word', 'Weak, Fair, Good or Strong.'],
  ],
  content: ['One word per level; never blame the person.'],
  accessibility: {
    keyboard: [],
    screenReader: [
      "A meter named 'Password strength' whose value is read as its word (weak, medium, strong), not a percentage.",
    ],
    forcedColors: [
      'The bar keeps its outline; its fill goes, so the level shows only in the word beside it.',
    ],
    knownIssues: ['Under forced colours the bar is empty at every level: the word carries it.'],
  },
  related: [
    ['PasswordField', 'fields-passwordfield--docs'],
    ['PasswordRequirements', 'feedback-passwordrequirements--docs'],
  ],
};
