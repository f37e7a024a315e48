// The guidance of NativeElements's docs page (GUIDE-53, GUIDE-61): its seven sections.
import { Button } from '../button/button.tsx';
import type { Guidance } from '../docs/guidance.tsx';
import { vars } from '../theme/theme.css.ts';

export const nativeElementsGuidance: Guidance = {
  whenToUse: [
    "`buttonLink`: a link that leads to another page in a button's look (the landing's portals).",
    '`nativeSelect`: a short pick that must work before any script loads (the language switch).',
  ],
  whenNotToUse: [
    'An action on the page (submit, send): Button.',
    "A choice inside a form: the kit's Select, RadioGroup or Autocomplete.",
  ],
  doDont: [
    {
      do: {
        example: (
          <a href="#guidance-link" style={{ color: vars.color.primary }}>
            Customer
          </a>
        ),
        rule: 'Keep a link a link (`<a href>`), styled with `buttonLink`.',
      },
      dont: {
        example: <Button>Customer</Button>,
        rule: 'A button that navigates: no address to open in a new tab, the wrong role.',
      },
    },
  ],
  anatomy: [
    ['buttonLink', "the primary Button's rules (button-rules.ts) on an `<a>`."],
    [
      'nativeSelect',
      "a field's border, the control height and the kit's focus ring on a `<select>`.",
    ],
    [
      'Rules',
      "`buttonLinkRule` and `nativeSelectRule` (native-rules.ts) for an app's own stylesheet.",
    ],
  ],
  content: [
    'A link names where it goes; a select lists each option in its own language when it picks one.',
  ],
  accessibility: {
    keyboard: [
      ['Tab', 'moves to the link or the select.'],
      ['Enter', 'follows a `buttonLink`.'],
      ['Arrows / Alt+Down', "change or open a `nativeSelect` (the browser's own keys)."],
    ],
    screenReader: [
      'A `buttonLink` is read as a link, never a button: it goes to another page.',
      "A `nativeSelect` is the browser's own select, named by its label.",
    ],
    forcedColors: [
      "Both keep their borders and take the system colours; the select's arrow is the browser's.",
      "The focus ring is an outline, which forced colours keep, in the system's highlight colour.",
    ],
    knownIssues: [],
  },
  related: [
    ['Button', 'actions-button--docs'],
    ['Select', 'fields-select--docs'],
  ],
};
