// The guidance of MobileField's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const mobileFieldGuidance: Guidance = {
  whenToUse: ['A South African mobile number.'],
  whenNotToUse: ['A landline or a foreign number: TextField with a hint.'],
  doDont: [
    {
      do: {
        example: <Still title="Mobile number">082 123 4567</Still>,
        rule: 'Let people type the number as they know it; the field groups the digits.',
      },
      dont: {
        example: <Still title="Mobile number">+27821234567</Still>,
        rule: 'Ask for the international format.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Mobile number.'],
    ['Input', 'telephone keyboard; groups digits 3-3-4.'],
    ['Error', 'under the input.'],
  ],
  content: ["The error names the format: 'Invalid Mobile Number.'"],
};
