// The colours behind the roles, for the tokens pages: every value once, with the roles that take
// it in each theme, and the same values as ramps, a family of hues from lightest to darkest, as
// Polaris and Carbon show their palettes. Read from the theme table, never copied.
import { relativeLuminance } from './contrast.ts';
import type { ColorTokens } from './tokens.ts';

type ThemeColours = { title: string; colors: ColorTokens };

/** One colour value and the roles that take it, theme by theme. */
export type PaletteEntry = {
  value: string;
  roles: { theme: string; roles: string[] }[];
};

/** Each colour value the themes use, once, with the roles that take it in each theme. */
export function paletteOf(list: readonly ThemeColours[]): PaletteEntry[] {
  const values = [...new Set(list.flatMap((theme) => Object.values(theme.colors)))];
  return values.map((value) => ({
    value,
    roles: list.map((theme) => ({
      theme: theme.title,
      roles: Object.entries(theme.colors)
        .filter(([, each]) => each === value)
        .map(([role]) => role),
    })),
  }));
}

/** The families of the ramps, in the order they are shown. */
export const families = ['neutral', 'blue', 'violet', 'teal', 'green', 'orange', 'red'] as const;
export type Family = (typeof families)[number];

/** The hue family of a `#rrggbb` colour: grey where it has little saturation, else by hue. */
export function familyOf(hex: string): Family {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map(
    (at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255,
  );
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.25 || chroma < 0.08) return 'neutral';
  const hue =
    max === r
      ? (60 * ((g - b) / chroma) + 360) % 360
      : max === g
        ? 60 * ((b - r) / chroma) + 120
        : 60 * ((r - g) / chroma) + 240;
  if (hue < 15 || hue >= 330) return 'red';
  if (hue < 55) return 'orange';
  if (hue < 165) return 'green';
  if (hue < 200) return 'teal';
  if (hue < 250) return 'blue';
  return 'violet';
}

/** The opaque colours of the palette as ramps: each family, lightest first. */
export function rampsOf(
  list: readonly ThemeColours[],
): { family: Family; steps: PaletteEntry[] }[] {
  const opaque = paletteOf(list).filter(({ value }) => /^#[0-9a-f]{6}$/i.test(value));
  return families
    .map((family) => ({
      family,
      steps: opaque
        .filter(({ value }) => familyOf(value) === family)
        .sort((a, b) => relativeLuminance(b.value) - relativeLuminance(a.value)),
    }))
    .filter(({ steps }) => steps.length > 0);
}
