// The guidance of PasswordField's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { none } from '../docs/guidance-examples.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { PasswordField } from './password-field.tsx';

export const passwordFieldGuidance: Guidance = {
  whenToUse: ['Any secret: the password at sign-in, a new password and its verification.'],
  whenNotToUse: ['A one-time code: OtpInput.'],
  doDont: [
    {
      do: {
        example: <PasswordField label="Password" name="guidance-do-password" onChange={none} />,
        rule: 'Keep the Show button: people check what they typed.',
      },
      dont: {
        example: <TextField label="Password" name="guidance-dont-password" onChange={none} />,
        rule: 'A text field shows the secret to anyone nearby.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Password, New Password, Verify Password.'],
    ['Input', 'masked until Show is pressed.'],
    ['Show / Hide', 'a button inside the field; its name says what it does.'],
    ['Error', 'under the input.'],
  ],
  content: [
    "'Verify Password' for the second entry of a new password.",
    'Never repeat the password in a message.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the field, then to Show.'],
      ['Enter / Space on Show', 'reveals the password; again, hides it.'],
    ],
    screenReader: [
      "A password field named by its label; the toggle is a button named 'Show password' or 'Hide password'.",
      'Paste is allowed: a password manager works.',
    ],
    forcedColors: [
      'The border, the text and the toggle take the system colours.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['PasswordRequirements', 'feedback-passwordrequirements--docs'],
    ['StrengthMeter', 'feedback-strengthmeter--docs'],
  ],
};
