// The guidance of OtpInput's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const otpInputGuidance: Guidance = {
  whenToUse: ['The six-digit one-time code sent by SMS or e-mail.'],
  whenNotToUse: ['A password or any code people choose: PasswordField.'],
  doDont: [
    {
      do: {
        example: <Still title="6-digit code">1 2 3 4 5 6</Still>,
        rule: 'One input behind six boxes: paste and SMS autofill fill all six.',
      },
      dont: {
        example: <Still title="6-digit code">[1] [2] [3] [4] [5] [6] — six inputs</Still>,
        rule: 'Six separate inputs break paste and autofill.',
      },
    },
  ],
  anatomy: [
    ['Label', '6-digit code.'],
    ['Boxes', 'one per digit; the ring is the size of the whole field.'],
    ['Error', 'under the boxes: a wrong code says the tries left.'],
  ],
  content: [
    "Say where the code went: 'We sent the code to 08*****567.'",
    'Say how long it is valid.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the code field (one input behind the boxes).'],
      ['Digits', 'fill the boxes in turn; the sixth submits the code.'],
      ['Backspace', 'removes the last digit.'],
      ['Ctrl+V / paste', 'takes a whole code, spaces and dashes dropped.'],
    ],
    screenReader: [
      "One field, '6-digit code', with 'one-time-code' autofill; the boxes are hidden from it.",
      "The hint and any error ('That code is not right. Tries left: 2.') are its description.",
    ],
    forcedColors: [
      'The boxes keep their borders; the active box is marked by a thicker border, which stays; a wrong code gives the boxes a double border.',
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Countdown', 'feedback-countdown--docs'],
    ['Confirm by code', 'patterns-confirm-a-mobile-number-or-email-by-code--docs'],
  ],
};
