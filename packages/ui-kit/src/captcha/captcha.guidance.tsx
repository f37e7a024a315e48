// The guidance of Captcha's docs page (GUIDE-53): its five sections.
import { Button } from '../button/button.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const captchaGuidance: Guidance = {
  whenToUse: ['Before a first step that looks a person up or signs in (the service asks for it).'],
  whenNotToUse: ['On later steps: the grant of the first step already proves the person.'],
  doDont: [
    {
      do: {
        example: <Button variant="secondary">Development captcha: click to verify</Button>,
        rule: 'Place it last, just above the submit button.',
      },
      dont: {
        example: <Still>Captcha above the first field</Still>,
        rule: 'Ask for the captcha before the person has typed anything.',
      },
    },
  ],
  anatomy: [
    ['Widget', 'reCAPTCHA in production; a development stand-in elsewhere.'],
    ['Error', "'Please complete the Captcha verification.'"],
  ],
  content: ['Explain a failed captcha in words, never only in colour.'],
};
