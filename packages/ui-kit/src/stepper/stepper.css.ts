import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.bold },
    '&[data-state="complete"]': { color: vars.color.success },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  border: '2px solid currentColor',
  borderRadius: vars.radius.full,
  selectors: {
    '[data-state="current"] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
