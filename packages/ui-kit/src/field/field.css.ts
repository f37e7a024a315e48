import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { forcedColors, forcedDisabled, forcedInvalid } from '../shared/forced-colors.ts';
import { textStyles } from '../theme/text-styles.ts';
import { vars } from '../theme/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  // Keeps a focused control clear of a sticky header when the page scrolls to it (WCAG 2.4.11).
  scrollMarginBlock: '4rem',
});

export const label = style(textStyles.label);

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const hint = style({ margin: 0, ...textStyles.hint });

export const error = style({ margin: 0, ...textStyles.error });

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

/** The text-input look shared by every text-like field. */
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  ...textStyles.body,
  selectors: {
    // :where() adds nothing to the rules' weight, so an error's border wins over the pointer's.
    '&:hover:where(:not([aria-disabled="true"], [readonly]))': {
      borderColor: vars.color.borderStrong,
    },
    // The one read-only look (GUIDE-55): a value to read and copy, not to change; not the
    // disabled look, which says the field is out of use.
    '&[readonly]:where(:not([aria-disabled="true"]))': {
      background: vars.color.surfaceMuted,
      borderStyle: 'dashed',
    },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[aria-disabled="true"], &:disabled': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[aria-invalid="true"]': forcedInvalid,
        '&[aria-disabled="true"], &:disabled': forcedDisabled,
      },
    },
  },
});
