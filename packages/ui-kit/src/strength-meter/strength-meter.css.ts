import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { easing } from '../theme/tokens.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const track = style({
  height: '0.5rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});

export const bar = style({
  height: '100%',
  transition: `width ${vars.duration.fast} ${easing.out}`,
  selectors: {
    '[data-state="weak"] &': { background: vars.color.danger },
    '[data-state="medium"] &': { background: vars.color.warn },
    '[data-state="strong"] &': { background: vars.color.success },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Width of the bar, set inline from the strength percent. */
export const percent = createVar();

export const barWidth = style({ width: percent });

export const label = style({ display: 'flex', justifyContent: 'space-between' });
