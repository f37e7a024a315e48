import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { easing } from '../theme/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '20rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // LIMITS-3: tooltips fade in over 250 ms.
  animation: `${fadeIn} ${vars.duration.tooltip} ${easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.text });

export const trigger = style({ display: 'block', position: 'relative' });

/** What `DisabledTooltip`'s tooltip is anchored to: a box over its span that takes no input. */
export const anchor = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });
