import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/focus.css.ts';
import { forcedColors, forcedSelected } from '../shared/forced-colors.ts';
import { vars } from '../theme/theme.css.ts';

export const root = style({ fontFamily: vars.font.body, minHeight: '78px' });

/** The stand-in looks nothing like the real widget so no one mistakes it for one. */
export const devButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `2px dashed ${vars.color.warn}`,
  borderRadius: vars.radius.md,
  background: vars.color.warnSurface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="verified"]': {
      borderStyle: 'solid',
      borderColor: vars.color.success,
      background: vars.color.successSurface,
    },
  },
  // Verified is told by the fill and the border's colour, which the mode takes away (the solid
  // border stays): drawn as chosen, like a ticked box.
  '@media': { [forcedColors]: { selectors: { '&[data-state="verified"]': forcedSelected } } },
});

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const unavailable = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.danger });
