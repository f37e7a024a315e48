import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

export const root = style({
  boxSizing: 'border-box',
  padding: vars.space.lg,
  border: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing },
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});

export const link = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': focusRing,
  },
});
