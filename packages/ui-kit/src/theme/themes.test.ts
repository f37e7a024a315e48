import { describe, expect, it } from 'vitest';
import { relativeLuminance } from './contrast.ts';
import { darkThemeClass, themeClass } from './theme.css.ts';
import { themes } from './themes.ts';
import { darkColors, lightColors } from './tokens.ts';

// The table Storybook's theme switch and the tokens pages read (.storybook/preview.tsx): a
// wrong pairing would show one theme's class with another's colour scheme or swatches.
describe('themes', () => {
  it('pairs each theme class with its own colours', () => {
    expect(themes.light).toMatchObject({ className: themeClass, colors: lightColors });
    expect(themes.dark).toMatchObject({ className: darkThemeClass, colors: darkColors });
  });

  it('gives every theme a class of its own and a title', () => {
    const entries = Object.values(themes);
    expect(new Set(entries.map((theme) => theme.className)).size).toBe(entries.length);
    for (const theme of entries) {
      expect(theme.className).not.toBe('');
      expect(theme.title).not.toBe('');
    }
  });

  it('names the browser colour scheme its colours are: dark text on light, or light on dark', () => {
    for (const theme of Object.values(themes)) {
      const backgroundIsDarker =
        relativeLuminance(theme.colors.background) < relativeLuminance(theme.colors.text);
      expect(theme.colorScheme, theme.title).toBe(backgroundIsDarker ? 'dark' : 'light');
    }
  });
});
