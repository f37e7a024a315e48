import { keyframes, style } from '@vanilla-extract/css';
import { easing } from '../theme/tokens.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A small spinning ring in the current text colour. */
export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s ${easing.linear} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
