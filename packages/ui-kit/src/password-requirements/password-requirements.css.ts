import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="met"]': { color: vars.color.success },
    '&[data-state="unmet"]': { color: vars.color.textMuted },
  },
});

export const mark = style({ display: 'inline-flex', width: '1rem', justifyContent: 'center' });
