// The guidance of Stepper's docs page (GUIDE-53, GUIDE-61): its seven sections.

import type { Guidance } from '../docs/guidance.tsx';
import { Stepper } from './stepper.tsx';

export const stepperGuidance: Guidance = {
  whenToUse: [
    'A flow of three to five steps where knowing how many are left helps (registration).',
  ],
  whenNotToUse: ['Two steps, or flows whose steps change: a heading per step is enough.'],
  doDont: [
    {
      do: {
        example: <Stepper steps={['ID number', 'Details', 'Code']} current={1} />,
        rule: 'Short step names, the current one marked.',
      },
      dont: {
        example: <Stepper steps={['Step 1', 'Step 2', 'Step 3']} current={1} />,
        rule: "Numbered names ('Step 2') say nothing the order does not.",
      },
    },
  ],
  anatomy: [
    ['List', 'an ordered list named Steps.'],
    ['Step', 'number, name; done steps ticked.'],
    ['Current', 'aria-current=step.'],
  ],
  content: ['Step names are nouns of one or two words.'],
  accessibility: {
    keyboard: [],
    screenReader: ["An ordered list named 'Progress'; the current step is marked 'current step'."],
    forcedColors: [
      'Every marker keeps its circle; the current one is marked by a fill, which forced colours remove, but the screen reader and the heading still say where you are.',
    ],
    knownIssues: ['Under forced colours the current step looks like the others.'],
  },
  related: [
    ['Button', 'actions-button--docs'],
    ['Check your answers', 'patterns-check-your-answers--docs'],
  ],
};
