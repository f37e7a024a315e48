import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** A visible focus ring for keyboard focus (WCAG 2.4.7 / 2.4.13), shared by every control. */
export const focusRing: StyleRule = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
};
