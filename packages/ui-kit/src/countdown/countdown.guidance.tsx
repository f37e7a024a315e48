// The guidance of Countdown's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';
import { Countdown } from './countdown.tsx';

export const countdownGuidance: Guidance = {
  whenToUse: ['Time left before a code can be sent again.'],
  whenNotToUse: ['Progress of a task: a progress indicator.'],
  doDont: [
    {
      do: {
        example: <Countdown secondsLeft={179} />,
        rule: 'Show the time with its label; announce only milestones to screen readers.',
      },
      dont: { example: <Still>179</Still>, rule: 'A bare number without unit or label.' },
    },
  ],
  anatomy: [
    ['Label', 'what the time is until.'],
    ['Time', 'hh:mm:ss, tabular figures.'],
    ['Status', 'a polite live region for milestones.'],
  ],
  content: ["'Request OTP again in : 00:03:00'; once ended, say what can be done now."],
};
