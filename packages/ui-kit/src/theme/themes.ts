import { darkThemeClass, themeClass } from './theme.css.ts';
import { type ColorTokens, darkColors, lightColors } from './tokens.ts';

/** One theme of the kit: its class, its colours and the browser colour scheme it matches. */
export type ThemeEntry = {
  title: string;
  className: string;
  colors: ColorTokens;
  colorScheme: 'light' | 'dark';
};

/**
 * Every theme of the kit, by name. Storybook's theme switch and the tokens pages list what is
 * here, so a theme added to this table shows in both.
 */
export const themes = {
  light: { title: 'Light', className: themeClass, colors: lightColors, colorScheme: 'light' },
  dark: { title: 'Dark', className: darkThemeClass, colors: darkColors, colorScheme: 'dark' },
} as const satisfies Record<string, ThemeEntry>;
