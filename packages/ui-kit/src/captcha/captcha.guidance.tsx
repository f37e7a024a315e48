// The guidance of Captcha's docs page (GUIDE-53, GUIDE-61): its seven sections.
import { Button } from '../button/button.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { Still } from '../docs/guidance-examples.tsx';

export const captchaGuidance: Guidance = {
  whenToUse: ['Before a first step that looks a person up or signs in (the service asks for it).'],
  whenNotToUse: ['On later steps: the grant of the first step already proves the person.'],
  doDont: [
    {
      do: {
        example: <Button variant="secondary">Development captcha: select to verify</Button>,
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
  accessibility: {
    keyboard: [
      ['Tab', "moves into the widget (reCAPTCHA's own frame, or the stand-in's button)."],
      ['Enter / Space', 'ticks the development stand-in; in reCAPTCHA, its own keys apply.'],
      ['Enter on Try again', 'asks for the widget again after it failed to load.'],
    ],
    screenReader: [
      "reCAPTCHA's frame is named by Google ('reCAPTCHA'); the stand-in is a button named by its text.",
      "'Loading captcha…' is a status, 'The captcha could not be loaded.' an alert: each is read once.",
    ],
    forcedColors: [
      "The stand-in's border and text take the system colours; once verified it is drawn in the system's selection colours, as a ticked box is, and its border turns solid. reCAPTCHA draws itself and ignores the page's colours.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [
      "Google's image challenges are hard or impossible for some people; the portal has no other way past the first step yet.",
    ],
  },
  related: [
    ['Button', 'actions-button--docs'],
    ['Content guide', 'content-guide--docs'],
  ],
};
