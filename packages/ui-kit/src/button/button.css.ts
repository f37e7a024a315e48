import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { baseRule, primaryRule } from './button-rules.ts';

// Plain classes rather than a recipe: a button is on every page, and composing three class names
// here costs nothing while the recipes runtime is 0.7 KB of gzip before any page can respond.

/** What every button shares. */
export const base = style(baseRule);

/** The three looks. */
export const variant = styleVariants({
  primary: primaryRule,
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
