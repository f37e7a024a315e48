// The kit's tokens in the Design Tokens Community Group format (2025.10), so design tools can
// import them (TOKENS-4): one document per theme, each the theme's colours and the shared scales.
// Read from the same objects the CSS is built from (tokens.ts); the build writes the documents
// into the package (tsup.config.ts), `dist/tokens/<theme>.tokens.json`.
import { type ColorTokens, darkColors, lightColors, sharedTokens } from './tokens.ts';

/** The themes exported, by the name of their file; the same table as themes.ts, without classes. */
export const exportedThemes = { light: lightColors, dark: darkColors } satisfies Record<
  string,
  ColorTokens
>;

/** A DTCG colour: sRGB components from 0 to 1, the alpha where not opaque, and the hex. */
export type DtcgColor = {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
};
/** A DTCG dimension or duration: a number and its unit. */
export type DtcgMeasure = { value: number; unit: string };
export type DtcgShadow = {
  color: DtcgColor;
  offsetX: DtcgMeasure;
  offsetY: DtcgMeasure;
  blur: DtcgMeasure;
  spread: DtcgMeasure;
};
type Token = { $type?: string; $value: unknown; $description?: string };
/** A DTCG group: a `$type` its tokens share, and the tokens by name. */
export type DtcgGroup = { $type: string; $description?: string } & Record<string, Token | string>;

const hexPair = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** `#rrggbb` or `rgba(r, g, b, a)` as a DTCG colour. */
export function toColor(css: string): DtcgColor {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  const channels =
    (hex
      ? hex.slice(1, 4).map((part) => Number.parseInt(part, 16))
      : rgba?.slice(1, 4).map(Number)) ?? [];
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined)
    throw new Error(`not a colour: ${css}`);
  const alpha = rgba?.[4] === undefined ? undefined : Number(rgba[4]);
  return {
    colorSpace: 'srgb',
    components: [r / 255, g / 255, b / 255],
    ...(alpha === undefined ? {} : { alpha }),
    hex: `#${hexPair(r)}${hexPair(g)}${hexPair(b)}`,
  };
}

/** `0.5rem`, `9999px`, `250ms` or `0` as a DTCG measure. */
export function toMeasure(css: string): DtcgMeasure {
  const match = /^(-?\d*\.?\d+)(rem|px|ms|s)?$/.exec(css);
  if (!match) throw new Error(`not a measure: ${css}`);
  return { value: Number(match[1]), unit: match[2] ?? 'px' };
}

/** A CSS font stack as the list of its families, quotes taken off. */
export function toFontFamily(css: string): string[] {
  return css.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));
}

/** `0 8px 24px rgba(16, 24, 40, 0.18)` (x, y, blur, colour) as a DTCG shadow. */
export function toShadow(css: string): DtcgShadow {
  const match = /^(\S+) (\S+) (\S+) (rgba?\(.*\)|#[0-9a-f]{6})$/i.exec(css);
  if (!match) throw new Error(`not a shadow: ${css}`);
  const [, x = '', y = '', blur = '', color = ''] = match;
  return {
    color: toColor(color),
    offsetX: toMeasure(x),
    offsetY: toMeasure(y),
    blur: toMeasure(blur),
    spread: { value: 0, unit: 'px' },
  };
}

function group<T extends Record<string, string>>(
  $type: string,
  tokens: T,
  value: (css: string) => unknown,
  $description?: string,
): DtcgGroup {
  const entries = Object.entries(tokens).map(([name, css]) => [name, { $value: value(css) }]);
  return { $type, ...($description ? { $description } : {}), ...Object.fromEntries(entries) };
}

/** One theme's document: its colours and the shared scales, each group typed. */
export function toDtcg(colors: ColorTokens): Record<string, DtcgGroup> {
  const { space, radius, font, fontSize, fontWeight, lineHeight, zIndex, size, duration, shadow } =
    sharedTokens;
  return {
    color: group('color', colors, toColor, 'Colour roles: components use these, never a value.'),
    space: group('dimension', space, toMeasure, 'Gaps and padding.'),
    radius: group('dimension', radius, toMeasure, 'Corner radii.'),
    font: group('fontFamily', font, toFontFamily),
    fontSize: group('dimension', fontSize, toMeasure, 'The type scale.'),
    fontWeight: group('fontWeight', fontWeight, Number),
    lineHeight: group('number', lineHeight, Number),
    zIndex: group('number', zIndex, Number, 'Stacking order: the base z-indices.'),
    size: group('dimension', size, toMeasure, 'Control height, minimum target, dialog width.'),
    duration: group('duration', duration, toMeasure),
    shadow: group('shadow', shadow, toShadow, 'Elevation, lowest first.'),
  };
}
