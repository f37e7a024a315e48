import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { forcedColors, forcedSelected } from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';

export const wrapper = style({ position: 'relative' });

/** The toggle's width, outside the spacing scale: a glyph and room around it. */
const toggleWidth = '2rem';

// The text stops a gap short of the toggle: its inset, its width and the gap.
export const input = style({
  paddingInlineEnd: `calc(${vars.space.xs} + ${toggleWidth} + ${vars.space.md})`,
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlock: vars.space.xs,
  minWidth: toggleWidth,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const menu = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.menu,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.menu,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
  '@media': { [forcedColors]: { selectors: { '&[data-highlighted="true"]': forcedSelected } } },
});

export const empty = style({
  position: 'absolute',
  insetInline: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.menu,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
