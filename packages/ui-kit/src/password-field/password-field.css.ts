import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

/** The 'Show' button's least width, outside the spacing scale. */
const toggleWidth = '3.5rem';

// The text stops a gap short of the button: its inset, its width and the gap.
export const input = style({
  paddingInlineEnd: `calc(${vars.space.xs} + ${toggleWidth} + ${vars.space.md})`,
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlock: vars.space.xs,
  minWidth: toggleWidth,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
