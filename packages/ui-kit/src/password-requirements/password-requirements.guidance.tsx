// The guidance of PasswordRequirements's docs page (GUIDE-53): its five sections.

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
};
