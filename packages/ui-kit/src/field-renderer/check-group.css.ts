import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });
