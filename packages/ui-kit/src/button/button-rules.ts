// The rules of the button's looks, shared by Button's classes (button.css.ts) and `buttonLink`
// (native/native-rules.ts). A plain module read only by those two at build time: the rules never
// reach a page's script.
import type { StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { forcedColors, forcedDisabled } from '../shared/forced-colors.ts';
import { textStyles } from '../theme/text-styles.ts';
import { vars } from '../theme/theme.css.ts';

/** What every button shares. */
export const baseRule: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  ...textStyles.action,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    // Pressed: the button gives a pixel under the pointer and its top edge darkens, so a press
    // looks other than the pointer merely over it (hover changes the fill only).
    '&:active:where(:not([aria-disabled="true"]))': {
      transform: 'translateY(1px)',
      boxShadow: `inset 0 3px 0 ${vars.color.scrim}`,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[data-state="disabled"]': {
      background: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.disabledText,
    },
    '&[data-state="pending"]': { cursor: 'progress' },
  },
  // Disabled by aria-disabled (it stays in the Tab order), so the browser would draw it enabled.
  '@media': { [forcedColors]: { selectors: { '&[data-state="disabled"]': forcedDisabled } } },
};

/** The primary look. */
export const primaryRule: StyleRule = {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.primaryHover } },
};
