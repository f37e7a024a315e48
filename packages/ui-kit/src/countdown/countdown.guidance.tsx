// The guidance of Countdown's docs page (GUIDE-53, GUIDE-61): its seven sections.

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
  accessibility: {
    keyboard: [],
    screenReader: [
      'A polite live region that speaks only at milestones (each minute, 30 s, 10 s, 0 s), never every second.',
      "At zero the `doneLabel` ('You can request a new code now') is read once, never '00:00:00'.",
    ],
    forcedColors: ['Plain text in the system text colour: nothing is lost.'],
    knownIssues: [],
  },
  related: [
    ['OtpInput', 'fields-otpinput--docs'],
    ['Confirm by code', 'patterns-confirm-a-mobile-number-or-email-by-code--docs'],
  ],
};
