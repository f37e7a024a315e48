// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../packages/ui-kit/src/theme/contrast.ts';
import { darkColors, lightColors } from '../../../../packages/ui-kit/src/theme/tokens.ts';

// GUIDE-50: the logo (public/logo.svg) carries its own dark version, chosen by the colour scheme
// of the <img> (the theme's `color-scheme`); its wordmark has the contrast of text, 4.5:1, on
// each theme's page, and its mark 3:1 (a graphic, WCAG 1.4.11).
const logo = readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');
const [light = '', dark = ''] = logo.split('@media (prefers-color-scheme:dark)');
const fill = (css: string, part: string) =>
  new RegExp(`\\.${part}\\{fill:(#[0-9a-fA-F]{6})\\}`).exec(css)?.[1] ?? '';

describe('the logo', () => {
  it('has a light and a dark fill for its mark and its wordmark', () => {
    for (const part of ['mark', 'wordmark']) {
      expect(fill(light, part), `${part}, light`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(fill(dark, part), `${part}, dark`).toMatch(/^#[0-9a-f]{6}$/i);
    }
    expect(logo).toContain('class="wordmark"');
  });

  it('reads on the light page: its wordmark 4.5:1, where the light one gave 1.84:1 on the dark page', () => {
    const wordmark = fill(light, 'wordmark');
    expect(contrastRatio(wordmark, lightColors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(wordmark, darkColors.background)).toBeLessThan(4.5);
  });

  it('reads on the dark page in its dark version: wordmark 4.5:1, mark 3:1', () => {
    expect(contrastRatio(fill(dark, 'wordmark'), darkColors.background)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(fill(dark, 'mark'), darkColors.background)).toBeGreaterThanOrEqual(3);
    // The white letter on the mark stays legible.
    expect(contrastRatio('#ffffff', fill(dark, 'mark'))).toBeGreaterThanOrEqual(4.5);
  });
});
