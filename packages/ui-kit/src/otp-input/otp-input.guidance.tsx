// The guidance of OtpInput's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const otpInputGuidance: Guidance = {
  whenToUse: ['The six-digit one-time code sent by SMS or e-mail.'],
  whenNotToUse: ['A password or any code people choose: PasswordField.'],
  doDont: [
    {
      do: {
        example: <Still title="Enter OTP">1 2 3 4 5 6</Still>,
        rule: 'One input behind six boxes: paste and SMS autofill fill all six.',
      },
      dont: {
        example: <Still title="Enter OTP">[1] [2] [3] [4] [5] [6] — six inputs</Still>,
        rule: 'Six separate inputs break paste and autofill.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Enter OTP.'],
    ['Boxes', 'one per digit; the ring is the size of the whole field.'],
    ['Error', 'under the boxes: a wrong code says the tries left.'],
  ],
  content: [
    "Say where the code went: 'We sent the code to 08*****567.'",
    'Say how long it is valid.',
  ],
};
