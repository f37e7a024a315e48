import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

// Plain classes rather than a recipe: a button is on every page, and composing three class names
// here costs nothing while the recipes runtime is 0.7 KB of gzip before any page can respond.

/** What every button shares. */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[data-state="disabled"]': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.disabledText,
    },
    '&[data-state="pending"]': { cursor: 'progress' },
  },
});

/** The three looks. */
export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceMuted } },
  },
  link: {
    background: 'transparent',
    color: vars.color.primary,
    textDecoration: 'underline',
    paddingInline: vars.space.sm,
    selectors: { '&:hover:not([aria-disabled="true"])': { color: vars.color.primaryHover } },
  },
});

/** Stretched to the container's width. */
export const fullWidth = style({ width: '100%' });
