import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import {
  forcedColors,
  forcedDisabled,
  forcedInvalid,
  forcedSelected,
} from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&:hover:where(:not([data-disabled]))': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled]': {
      background: vars.color.disabled,
      borderColor: vars.color.border,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-state="checked"]': forcedSelected,
        '&[aria-invalid="true"]': forcedInvalid,
        '&[data-disabled]': forcedDisabled,
      },
    },
  },
});

export const indicator = style({ display: 'flex', width: '1rem', height: '1rem' });

export const label = style({ fontSize: vars.fontSize.md, cursor: 'pointer' });
