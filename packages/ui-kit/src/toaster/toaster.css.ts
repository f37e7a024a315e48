import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../shared/focus.css.ts';
import { forcedButtonEdge, forcedColors } from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';
import { easing } from '../theme/tokens.ts';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});

/**
 * LIMITS-1: toasts sit top-right. On a narrow screen a toast as wide as the screen would cover
 * the page's header (its logo and language switch): there they sit at the bottom (MSG-12).
 */
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  '@media': { 'screen and (max-width: 40rem)': { top: 'auto', bottom: 0 } },
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, 100vw)',
  maxHeight: '100vh',
  margin: 0,
  padding: vars.space.lg,
  boxSizing: 'border-box',
  listStyle: 'none',
  outline: 'none',
  // An empty viewport must not swallow clicks meant for the page under it.
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: `${vars.space.xxs} ${vars.space.sm}`,
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: '6px solid',
    boxShadow: vars.shadow.toast,
    color: vars.color.text,
    fontFamily: vars.font.body,
    animation: `${slideIn} ${vars.duration.fast} ${easing.out}`,
    selectors: { '&:focus-visible': focusRing },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    severity: {
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info },
      error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      warn: { background: vars.color.warnSurface, borderColor: vars.color.warn },
    },
  },
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const description = style({
  gridColumn: '1 / 2',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const close = style({
  gridColumn: '2',
  gridRow: '1',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [forcedColors]: forcedButtonEdge },
});
