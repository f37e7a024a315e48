import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { forcedColors, forcedDisabled, forcedInvalid } from '../shared/forced-colors.ts';
import { textStyles } from '../theme/text-styles.ts';
import { vars } from '../theme/theme.css.ts';

export const group = style({
  position: 'relative',
  display: 'inline-flex',
  // Its own width in a field's column (which would stretch it): the ring the size of the boxes.
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  // The input itself is invisible, so the ring is drawn around the boxes it sits on.
  selectors: { '&:focus-within': focusRing },
});

/** The one real input lies over the boxes so taps, paste and autofill all reach it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  // Fully transparent (not just transparent text) so contrast checkers treat it as unseen;
  // the boxes show its digits. The body size (16 px at the browser's default) stops iOS from
  // zooming in on focus, which it does below 16 px.
  opacity: 0,
  fontSize: vars.fontSize.md,
  cursor: 'text',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
});

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: '3rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  ...textStyles.code,
  selectors: {
    '&[data-state="active"]': { borderColor: vars.color.primary, borderWidth: '2px' },
    '[data-invalid="true"] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '[data-disabled="true"] > &': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '[data-invalid="true"] > &': forcedInvalid,
        '[data-disabled="true"] > &': forcedDisabled,
      },
    },
  },
});
