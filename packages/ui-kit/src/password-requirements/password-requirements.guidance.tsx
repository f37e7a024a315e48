// The guidance of PasswordRequirements's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';
import { PasswordRequirements } from './password-requirements.tsx';

export const passwordRequirementsGuidance: Guidance = {
  whenToUse: ['Under a new password: each rule, met or not, as the person types.'],
  whenNotToUse: ['At sign-in.'],
  doDont: [
    {
      do: {
        example: <PasswordRequirements password="Changed2026" />,
        rule: 'Every rule listed, each with its state in words.',
      },
      dont: {
        example: <Still tone="danger">Password does not meet the requirements.</Still>,
        rule: 'One message after submit that does not say which rule failed.',
      },
    },
  ],
  anatomy: [
    ['Title', 'Password requirements.'],
    ['Rules', "a list; each rule's mark and ': met' / ': not met' for screen readers."],
  ],
  content: ["Rules are short noun phrases: 'One number', '8-16 Characters'."],
  accessibility: {
    keyboard: [],
    screenReader: [
      "A list named 'Password requirements'; each item ends in a hidden ': met' or ': not met'.",
      "Its `id` is for the password field's aria-describedby: the portal points it there, so it is read with the field.",
    ],
    forcedColors: [
      'The marks are characters (✓, •) in the text colour: met and unmet still differ by their mark.',
    ],
    knownIssues: [
      'A change is not announced as it happens: people hear the list when they return to the field.',
    ],
  },
  related: [
    ['PasswordField', 'fields-passwordfield--docs'],
    ['StrengthMeter', 'feedback-strengthmeter--docs'],
  ],
};
