import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import {
  forcedColors,
  forcedDisabled,
  forcedInvalid,
  forcedSelected,
} from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';

export const trigger = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:where(:not(:disabled))': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&:disabled': {
      background: vars.color.disabled,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: { '&[aria-invalid="true"]': forcedInvalid, '&:disabled': forcedDisabled },
    },
  },
});

export const content = style({
  zIndex: vars.zIndex.menu,
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.menu,
  fontFamily: vars.font.body,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold },
  },
  '@media': { [forcedColors]: { selectors: { '&[data-highlighted]': forcedSelected } } },
});
