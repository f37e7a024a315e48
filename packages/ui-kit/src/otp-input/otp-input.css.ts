import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

export const group = style({
  position: 'relative',
  display: 'inline-flex',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
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
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: '16px',
  letterSpacing: '2.5rem',
  cursor: 'text',
  selectors: {
    '&:focus-visible': focusRing,
    '&::selection': { background: 'transparent' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
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
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  selectors: {
    '&[data-state="active"]': { borderColor: vars.color.primary, borderWidth: '2px' },
    '[data-invalid="true"] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '[data-disabled="true"] > &': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
    },
  },
});
