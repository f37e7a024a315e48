import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers, not shown. A class rather than Radix's VisuallyHidden, whose inline
 * `style` attribute a strict style-src policy blocks in prerendered HTML (the text would show
 * until the script runs) and whose Slot machinery every button would otherwise ship.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  // No negative margin: taken out of the flow, the pixel moves nothing (GOV.UK's helper, too).
  margin: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
  border: 0,
});
