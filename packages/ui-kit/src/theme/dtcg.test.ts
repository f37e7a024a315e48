import { describe, expect, it } from 'vitest';
import {
  type DtcgColor,
  type DtcgGroup,
  type DtcgMeasure,
  type DtcgShadow,
  exportedThemes,
  toDtcg,
} from './dtcg.ts';
import { themes } from './themes.ts';
import { sharedTokens } from './tokens.ts';

// TOKENS-4: the export read back, as a design tool reads it, gives the theme's own values.

const channel = (value: number) => Math.round(value * 255);
const color = ({ components, alpha, hex }: DtcgColor) =>
  alpha === undefined ? hex : `rgba(${components.map(channel).join(', ')}, ${alpha})`;
const measure = ({ value, unit }: DtcgMeasure) => (value === 0 ? '0' : `${value}${unit}`);
const fontFamily = (families: string[]) =>
  families.map((family) => (family.includes(' ') ? `"${family}"` : family)).join(', ');
const shadow = (value: DtcgShadow) =>
  `${measure(value.offsetX)} ${measure(value.offsetY)} ${measure(value.blur)} ${color(value.color)}`;

const readers: Record<string, (value: never) => string> = {
  color,
  dimension: measure,
  duration: measure,
  fontFamily,
  fontWeight: String,
  number: String,
  shadow,
};

/** A document back as the theme's CSS values, group by group. */
function fromDtcg(document: Record<string, DtcgGroup>) {
  return Object.fromEntries(
    Object.entries(document).map(([name, { $type, ...tokens }]) => {
      const read = readers[$type];
      if (!read) throw new Error(`unknown $type ${$type}`);
      const values = Object.entries(tokens)
        .filter(([key]) => !key.startsWith('$'))
        .map(([key, token]) => [key, read((token as { $value: never }).$value)]);
      return [name, Object.fromEntries(values)];
    }),
  );
}

describe('the design-tokens export', () => {
  it('exports every theme of the kit, with its own colours', () => {
    expect(Object.keys(exportedThemes).sort()).toEqual(Object.keys(themes).sort());
    for (const [name, theme] of Object.entries(themes)) {
      expect(exportedThemes[name as keyof typeof exportedThemes]).toBe(theme.colors);
    }
  });

  it.each(Object.entries(exportedThemes))('round-trips the %s theme to its values', (_, colors) => {
    const exported: unknown = JSON.parse(JSON.stringify(toDtcg(colors)));
    expect(fromDtcg(exported as Record<string, DtcgGroup>)).toEqual({
      color: colors,
      ...sharedTokens,
    });
  });

  it('writes colours as sRGB components from 0 to 1 with the hex, alpha only where not opaque', () => {
    const { color: colours } = toDtcg(exportedThemes.light);
    expect(colours?.primary).toEqual({
      $value: { colorSpace: 'srgb', components: [11 / 255, 92 / 255, 173 / 255], hex: '#0b5cad' },
    });
    expect(colours?.scrim).toMatchObject({ $value: { alpha: 0.6, hex: '#101828' } });
  });

  it('types every group with a type of the format', () => {
    const types = new Set(Object.values(toDtcg(exportedThemes.dark)).map((g) => g.$type));
    expect([...types].every((type) => type in readers)).toBe(true);
  });
});
