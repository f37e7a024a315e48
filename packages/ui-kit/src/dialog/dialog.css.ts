import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { easing } from '../theme/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.duration.fast} ${easing.out}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  boxSizing: 'border-box',
  // Spec: the details modal is 25rem wide; it shrinks on narrow screens (reflow, WCAG 1.4.10).
  width: `min(${vars.size.dialog}, calc(100vw - 2rem))`,
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  transform: 'translate(-50%, -50%)',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.dialog,
  selectors: { '&:focus': { outline: 'none' } },
});

export const title = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.xl,
});
