import { describe, expect, it } from 'vitest';
import { textStyles } from './text-styles.ts';
import { vars } from './theme.css.ts';

// The tokens pages name each text style's parts by the token they are (tokens.stories.tsx): a
// raw value in a style would be a size or a colour outside the theme.
describe('text styles', () => {
  const tokens = new Set(
    Object.values(vars).flatMap((group) => Object.values(group as Record<string, string>)),
  );

  it('are made of the theme’s tokens only', () => {
    for (const [name, style] of Object.entries(textStyles)) {
      for (const [property, value] of Object.entries(style)) {
        expect(tokens.has(value), `${name}.${property} is ${value}`).toBe(true);
      }
    }
  });

  it('each give a size', () => {
    for (const style of Object.values(textStyles)) expect(style.fontSize).toMatch(/^var\(/);
  });
});
