import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 1fr) 2fr auto',
  '@media': {
    // On a phone each answer stacks: the question, the answer, its change link.
    'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' },
  },
});

export const row = style({
  display: 'contents',
});

const cell = {
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInlineEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
} as const;

export const key = style({ ...cell, fontWeight: vars.fontWeight.bold });

export const value = style({ ...cell, overflowWrap: 'anywhere' });

export const actions = style({
  ...cell,
  paddingInlineEnd: 0,
  textAlign: 'end',
  '@media': { 'screen and (max-width: 40rem)': { textAlign: 'start' } },
});
