// What the kit's states look like in a forced-colours mode (Windows' contrast themes, TOKENS-3).
// There the browser redraws every colour in the system's few, so whatever a state said by colour
// alone is lost: a button the kit disables with aria-disabled (so it stays in the Tab order) looks
// enabled, and an error's red border is one more black line. Each state gets a system colour,
// which the browser keeps, or a shape. A plain module of rules, read by the components' styles at
// build time.
import type { StyleRule } from '@vanilla-extract/css';

/** The media query of a forced-colours mode. */
export const forcedColors = '(forced-colors: active)';

/** Out of use: the system's colour for disabled text, on the words and the border. */
export const forcedDisabled: StyleRule = { color: 'GrayText', borderColor: 'GrayText' };

/** Wrong: a double border, a shape no other state has, beside the error's own text. */
export const forcedInvalid: StyleRule = { borderStyle: 'double', borderWidth: '4px' };

/**
 * A button drawn as a glyph alone (a toast's ×): the system's button edge, which the mode keeps,
 * so it still reads as a button once its hover fill is gone.
 */
export const forcedButtonEdge: StyleRule = { border: '1px solid ButtonText' };

/** Chosen (a ticked box, the picked option, the option under the keys): the system's selection. */
export const forcedSelected: StyleRule = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  borderColor: 'Highlight',
  color: 'HighlightText',
};
