import {
  createGlobalTheme,
  createTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { type ColorTokens, darkColors, lightColors, sharedTokens } from './tokens.ts';

const colorShape: Record<keyof ColorTokens, null> = {
  background: null,
  surface: null,
  surfaceMuted: null,
  text: null,
  textMuted: null,
  border: null,
  borderStrong: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  focus: null,
  danger: null,
  dangerSurface: null,
  success: null,
  successSurface: null,
  info: null,
  infoSurface: null,
  warn: null,
  warnSurface: null,
  disabled: null,
  disabledText: null,
  scrim: null,
};

function nullShape<T extends Record<string, unknown>>(tokens: T): Record<keyof T, null> {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as Record<keyof T, null>;
}

/** The theme contract: CSS variables every component reads. Themes fill them in. */
export const vars = createThemeContract({
  color: colorShape,
  space: nullShape(sharedTokens.space),
  radius: nullShape(sharedTokens.radius),
  font: nullShape(sharedTokens.font),
  fontSize: nullShape(sharedTokens.fontSize),
  fontWeight: nullShape(sharedTokens.fontWeight),
  lineHeight: nullShape(sharedTokens.lineHeight),
  zIndex: nullShape(sharedTokens.zIndex),
  size: nullShape(sharedTokens.size),
  duration: nullShape(sharedTokens.duration),
  shadow: nullShape(sharedTokens.shadow),
});

const light = { color: lightColors, ...sharedTokens };
const dark = { color: darkColors, ...sharedTokens };

// The light theme also sits on :root so portalled content (dialogs, tooltips, toasts, menus),
// which renders outside any themed wrapper, always has its variables.
createGlobalTheme(':root', vars, light);

// The page's text takes the kit's font, as the components do: an app that only imports the
// stylesheet does not fall back to the browser's serif default around them.
globalStyle('body', { fontFamily: vars.font.body });

/** Class applying the light theme to a subtree (the default on :root as well). */
export const themeClass = createTheme(vars, light);

/** Class applying the dark theme; put it on <html> so portalled content follows. */
export const darkThemeClass = createTheme(vars, dark);
