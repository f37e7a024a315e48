import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const group = style({
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const remove = style({ justifySelf: 'end' });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  // A legend is focused (after a removal) by script only: the ring shows where focus went.
  selectors: { '&:focus-visible, &:focus': focusRing },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const note = style({ margin: 0, color: vars.color.textMuted });
