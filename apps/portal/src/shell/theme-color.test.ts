// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themes } from '../../../../packages/ui-kit/src/theme/themes.ts';

// TOKENS-2: the browser's own bar (its theme colour) follows the system's scheme as the page does,
// in the page's background colour of the kit's theme for that scheme. The meta tags sit in
// index.html, read by the browser before any style, so they are written out there and held here.
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
const metas = (html.match(/<meta\s[^>]*>/g) ?? []).filter(
  (tag) => attribute(tag, 'name') === 'theme-color',
);

describe('theme-color', () => {
  it("gives the browser's bar the light and the dark theme's page colour, one tag each", () => {
    const byScheme = Object.fromEntries(
      metas.map((tag) => [attribute(tag, 'media'), attribute(tag, 'content')]),
    );
    expect(metas).toHaveLength(2);
    expect(byScheme).toEqual({
      '(prefers-color-scheme: light)': themes.light.colors.background,
      '(prefers-color-scheme: dark)': themes.dark.colors.background,
    });
  });
});
