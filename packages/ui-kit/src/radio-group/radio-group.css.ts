import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import {
  forcedColors,
  forcedDisabled,
  forcedInvalid,
  forcedSelected,
} from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  selectors: { '&[aria-orientation="vertical"]': { flexDirection: 'column' } },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
});

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover:where(:not([data-disabled]))': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    '&[data-disabled]': { background: vars.color.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    [forcedColors]: {
      selectors: {
        '&[data-state="checked"]': { borderColor: 'Highlight' },
        // The group is invalid: each of its options wears the mark.
        [`${group}[aria-invalid="true"] &`]: forcedInvalid,
        '&[data-disabled]': forcedDisabled,
      },
    },
  },
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  // The picked option's dot: a fill the browser would otherwise take away.
  '@media': { [forcedColors]: forcedSelected },
});

export const optionLabel = style({ fontSize: vars.fontSize.md, cursor: 'pointer' });
