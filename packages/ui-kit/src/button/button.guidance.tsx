// The guidance of Button's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { row } from '../docs/guidance-examples.tsx';
import { Button } from './button.tsx';

export const buttonGuidance: Guidance = {
  whenToUse: [
    'To submit a step or start an action: one primary button per step (Login, Next, Register).',
    'Secondary for the other way forward on the same step (Sign in With Id).',
    'The link variant for moving elsewhere in running text (Forgot Password?).',
  ],
  whenNotToUse: [
    'To go to another page that needs no action: use a link.',
    'For a choice between options: use RadioGroup or ChannelPicker.',
  ],
  doDont: [
    {
      do: {
        example: <Button>Login</Button>,
        rule: 'One primary action per step, named by its verb.',
      },
      dont: {
        example: (
          <span style={row}>
            <Button>Login</Button>
            <Button>Register</Button>
          </span>
        ),
        rule: 'Two primary buttons side by side: the next step is no longer clear.',
      },
    },
    {
      do: {
        example: <Button pending>Login</Button>,
        rule: "While a call runs, show 'pending' (it stays focusable).",
      },
      dont: {
        example: <Button disabled>Login</Button>,
        rule: 'Disable without saying why: explain what is missing beside it.',
      },
    },
  ],
  anatomy: [
    [
      'Container',
      'the primary colour (primary), the surface with a border (secondary) or none (link).',
    ],
    ['Label', 'one to three words, the action.'],
    ['Spinner', 'only while pending, before the label.'],
    ['Focus ring', "the kit's violet ring, 3 px, 2 px outside the button."],
  ],
  content: [
    "Start with a verb: 'Login', 'Send code', 'Register Now!!!' is the product's own wording.",
    'Sentence case; no full stop.',
    'The same action has the same label on every screen.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the button, also when it is disabled or pending.'],
      ['Enter / Space', 'presses it; nothing happens while disabled or pending.'],
    ],
    screenReader: [
      "A button named by its text; 'dimmed' or 'unavailable' while disabled (aria-disabled), with its description saying what it waits for.",
      "While pending: its text, then 'Please wait', and 'busy'.",
    ],
    forcedColors: [
      'A primary button loses its blue fill: the label and the border take the system button colours, so primary and secondary look alike.',
      "A link-look button shows as its underlined text; a disabled button is in the system's grey (GrayText).",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [
      'Primary and secondary cannot be told apart under forced colours (their difference is the fill).',
      'Hover and Active differ only in shade, which forced colours remove.',
    ],
  },
  related: [
    ['Native elements', 'actions-native-elements--docs'],
    ['Check your answers', 'patterns-check-your-answers--docs'],
    ['DisabledTooltip', 'overlays-disabledtooltip--docs'],
  ],
};
