import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { nativeSelectRule } from '../../../../packages/ui-kit/src/native/native-rules.ts';
import { focusRing } from '../../../../packages/ui-kit/src/shared/focus.css.ts';
import { themeClass, vars } from '../../../../packages/ui-kit/src/theme/theme.css.ts';
import { themes } from '../../../../packages/ui-kit/src/theme/themes.ts';
import backgroundSvg from './background.svg?raw';

// In the stylesheet rather than a file of its own: decoration must not be one more request
// before the first paint (img-src allows data: URLs). Like the logo, the picture holds its own
// dark version, which the browser picks by the page's `color-scheme`.
const background = `url("data:image/svg+xml,${encodeURIComponent(backgroundSvg)}")`;

// TOKENS-2: the portal follows the system's colour scheme, with no switch of its own: when the
// system is dark, the kit's dark colours on :root (so portalled dialogs and toasts follow), and
// the dark `color-scheme`, by which the browser's own controls, the logo and the background
// picture turn dark too. A theme class on <html> (Storybook's switch) still chooses.
// In a forced-colours mode the system chooses every colour, so the rule stands aside.
globalStyle(`:root:not(.${themeClass})`, {
  '@media': {
    '(prefers-color-scheme: dark) and (forced-colors: none)': {
      vars: assignVars(vars.color, themes.dark.colors),
      colorScheme: themes.dark.colorScheme,
    },
  },
});

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  backgroundImage: background,
  backgroundSize: 'cover',
  backgroundPosition: 'center bottom',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  // A phone: the logo and the language switch on one short row (GUIDE-48).
  '@media': {
    'screen and (max-width: 30rem)': { padding: `${vars.space.sm} ${vars.space.md}` },
  },
});

export const languageSwitch = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const languageLabel = style({ fontWeight: vars.fontWeight.bold });

// The browser's own select (no script to load) in the kit's look: the kit's rule, this class.
export const languageSelect = style(nativeSelectRule);

export const languageError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger });

// The logo has its own dark version (GUIDE-50), chosen by the colour scheme, as the picture is.
export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 30rem)': { padding: vars.space.sm } },
});

export const skipLink = style({
  position: 'absolute',
  left: '-999px',
  top: vars.space.sm,
  selectors: {
    '&:focus': {
      ...focusRing,
      left: vars.space.sm,
      background: vars.color.surface,
      color: vars.color.primary,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      zIndex: vars.zIndex.skipLink,
    },
  },
});
