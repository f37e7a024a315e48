import {
  createGlobalTheme,
  createTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { forcedColors } from '../shared/forced-colors.ts';
import { darkColors, lightColors, sharedTokens } from './tokens.ts';

function nullShape<T extends Record<string, unknown>>(tokens: T): Record<keyof T, null> {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as Record<keyof T, null>;
}

/** The theme contract: CSS variables every component reads. Themes fill them in. */
export const vars = createThemeContract({
  color: nullShape(lightColors),
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

// Each theme names its colour scheme, so the browser's own controls and scrollbars, and SVG
// pictures that carry a dark version (`@media (prefers-color-scheme: dark)` inside), match it.
globalStyle(`:root, .${themeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });

// TOKENS-3: in a forced-colours mode the focus ring takes the system's highlight, which the
// browser keeps (any other colour it would redraw as plain text's), on every control at once.
globalStyle(`:root, .${themeClass}, .${darkThemeClass}`, {
  '@media': { [forcedColors]: { vars: { [vars.color.focus]: 'Highlight' } } },
});
