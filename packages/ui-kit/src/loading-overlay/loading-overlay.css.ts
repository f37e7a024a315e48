import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  // Dark enough in both themes for its text to keep 4.5:1 whatever is underneath.
  background: vars.color.overlay,
  color: vars.color.onOverlay,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
});

// As large as a control, so it reads as the page's one activity.
export const spinner = style({ width: vars.size.control, height: vars.size.control });
