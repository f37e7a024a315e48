// The states a designer checks on every interactive component, as stories: the pointer over it,
// keyboard focus, a press. Storybook's addon storybook-addon-pseudo-states forces them: it
// rewrites the stylesheets' :hover, :focus, :focus-visible, :focus-within and :active rules to
// classes it sets on the story's root, so each state shows without a pointer or a key (and stays
// shown while axe checks it). The states are the story's own globals, not parameters: with
// parameters the addon sets the toolbar's global, which then stays for every story shown after.
// Storybook's, not the package's: not exported from the kit's index.
import type { StoryObj } from '@storybook/react-vite';

/** The pointer over the control. */
export const hoverState = { globals: { pseudo: { hover: true } } } satisfies StoryObj;

/** Keyboard focus: the kit's ring (GUIDE-54). */
export const focusState = {
  globals: { pseudo: { focus: true, focusVisible: true, focusWithin: true } },
} satisfies StoryObj;

/** A press: the pointer down on the control (so over it too). */
export const activeState = {
  globals: { pseudo: { hover: true, active: true } },
} satisfies StoryObj;
