// The guidance of ChannelPicker's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';
import { radioKeyboard } from '../radio-group/radio-group.guidance.tsx';

export const channelPickerGuidance: Guidance = {
  whenToUse: [
    'Choosing where a one-time code goes: mobile or e-mail, each with its masked destination.',
  ],
  whenNotToUse: ['Any other choice: RadioGroup.'],
  doDont: [
    {
      do: {
        example: (
          <Still title="Where should we send your code?">
            ◉ Mobile 08*****567 ○ Email t***@forecourt.co.za
          </Still>
        ),
        rule: 'Show the masked destination with each channel.',
      },
      dont: {
        example: <Still>◉ Mobile ○ Email</Still>,
        rule: 'Channels without destinations: people cannot tell which number is on file.',
      },
    },
  ],
  anatomy: [
    ['Legend', 'the question.'],
    ['Options', 'a card per channel: name, masked destination.'],
    ['Focus ring', 'on the chosen card.'],
  ],
  content: ['Mask the destination as the service sends it; never unmask.'],
  accessibility: {
    keyboard: radioKeyboard,
    screenReader: [
      "A radio group named by its legend ('Send OTP to'), then each option: 'Mobile, radio button, 1 of 2, not checked'.",
      'An error is read with the group, as its description.',
    ],
    forcedColors: [
      "The circles keep their borders; the chosen option takes the system's selection colours (Highlight); an invalid group's options have a double border, a disabled one is grey (GrayText).",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['RadioGroup', 'fields-radiogroup--docs'],
    ['Confirm by code', 'patterns-confirm-a-mobile-number-or-email-by-code--docs'],
  ],
};
