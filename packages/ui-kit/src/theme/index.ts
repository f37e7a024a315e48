export { darkThemeClass, themeClass, vars } from './theme.css.ts';
export type { ColorTokens } from './tokens.ts';
