// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../../packages/ui-kit/src/theme/contrast.ts';
import { darkColors, lightColors } from '../../../../packages/ui-kit/src/theme/tokens.ts';
import { logoPlate } from './brand.ts';

// GUIDE-50: the wordmark (the logo's text) has the contrast of text, 4.5:1, in both themes.
const logo = readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');
const wordmark = /<text[^>]*fill="(#[0-9a-fA-F]{6})"[^>]*>Forecourt<\/text>/.exec(logo)?.[1];

describe("the logo's wordmark", () => {
  it('is found in the logo', () => {
    expect(wordmark).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("reaches 4.5:1 on the dark theme's plate, where the bare background gave 1.84:1", () => {
    const colour = wordmark ?? '';
    expect(contrastRatio(colour, darkColors.background)).toBeLessThan(4.5);
    expect(contrastRatio(colour, logoPlate)).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches 4.5:1 on the light page too', () => {
    expect(contrastRatio(wordmark ?? '', lightColors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(wordmark ?? '', '#e8eef9')).toBeGreaterThanOrEqual(4.5);
  });
});
