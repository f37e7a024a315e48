import { describe, expect, it } from 'vitest';
import { colorUsage, contrastRatio } from './contrast.ts';
import { darkColors, lightColors } from './tokens.ts';

/** Hue angle in degrees of a `#rrggbb` colour. */
function hue(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const degrees = (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

function hueDistance(a: string, b: string): number {
  const d = Math.abs(hue(a) - hue(b));
  return Math.min(d, 360 - d);
}

const themes = { light: lightColors, dark: darkColors };

describe('theme contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  for (const [name, colors] of Object.entries(themes)) {
    it(`meets every contrast minimum of where a colour is used in the ${name} theme`, () => {
      const failing = Object.entries(colorUsage).flatMap(([role, pairs]) =>
        pairs
          .map(({ on, minimum }) => ({
            pair: `${role} on ${on}`,
            ratio: contrastRatio(colors[role as keyof typeof colors], colors[on]),
            minimum,
          }))
          .filter(({ ratio, minimum }) => ratio < minimum),
      );
      expect(failing).toEqual([]);
    });

    it(`keeps the loading overlay's text at 4.5:1 over every opaque colour of the ${name} theme`, () => {
      const [r = 0, g = 0, b = 0, alpha = 1] = (/rgba\(([^)]*)\)/.exec(colors.overlay)?.[1] ?? '')
        .split(',')
        .map(Number);
      const laidOn = (hex: string) =>
        `#${[r, g, b]
          .map((channel, i) => {
            const under = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
            const mixed = Math.round(alpha * channel + (1 - alpha) * under);
            return mixed.toString(16).padStart(2, '0');
          })
          .join('')}`;
      const opaque = Object.values(colors).filter((value) => /^#[0-9a-f]{6}$/i.test(value));
      const lowest = Math.min(...opaque.map((hex) => contrastRatio(colors.onOverlay, laidOn(hex))));
      expect(lowest).toBeGreaterThanOrEqual(4.5);
    });

    it(`keeps focus apart from danger and info apart from primary in the ${name} theme`, () => {
      // A different hue, not only a different hex value, so one is never read as the other.
      expect(hueDistance(colors.focus, colors.danger)).toBeGreaterThan(60);
      expect(hueDistance(colors.focus, colors.primary)).toBeGreaterThan(30);
      expect(hueDistance(colors.info, colors.primary)).toBeGreaterThan(20);
    });
  }
});
