// The guidance of ChannelPicker's docs page (GUIDE-53): its five sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

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
};
