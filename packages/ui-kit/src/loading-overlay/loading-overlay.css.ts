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
  // Dark enough in both themes for white text to keep 4.5:1 whatever is underneath.
  background: 'rgba(10, 14, 22, 0.85)',
  color: '#ffffff',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
});

export const spinner = style({ fontSize: '2.5rem' });
