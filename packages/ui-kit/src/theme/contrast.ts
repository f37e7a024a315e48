import type { ColorTokens } from './tokens.ts';

/** A colour role and the minimum WCAG contrast it needs against one surface it is drawn on. */
export type ContrastPair = {
  /** The surface role the colour sits on. */
  on: keyof ColorTokens;
  /** 4.5 for text (WCAG 1.4.3), 3 for borders, rings and icons (1.4.11). */
  minimum: 4.5 | 3;
};

const text = (...on: (keyof ColorTokens)[]): ContrastPair[] =>
  on.map((role) => ({ on: role, minimum: 4.5 }));
const nonText = (...on: (keyof ColorTokens)[]): ContrastPair[] =>
  on.map((role) => ({ on: role, minimum: 3 }));

/**
 * Where each colour role is used, read from the components' styles: the surfaces it is drawn on
 * and the contrast that use needs. Surfaces themselves and the scrim carry no pair of their own;
 * the roles drawn on them do.
 */
export const colorUsage: Record<keyof ColorTokens, ContrastPair[]> = {
  background: [],
  surface: [],
  surfaceMuted: [],
  text: text('background', 'surface', 'surfaceMuted'),
  textMuted: text('background', 'surface', 'surfaceMuted'),
  // Control borders are drawn inside cards and dialogs, on the surface.
  border: nonText('surface'),
  borderStrong: nonText('surface', 'background'),
  divider: [],
  primary: [...text('surface', 'background'), ...nonText('surfaceMuted')],
  primaryHover: text('surface'),
  onPrimary: text('primary', 'primaryHover'),
  focus: nonText('surface', 'background', 'surfaceMuted'),
  danger: text('surface', 'dangerSurface'),
  dangerSurface: [],
  success: text('surface', 'successSurface'),
  successSurface: [],
  info: text('surface', 'infoSurface'),
  infoSurface: [],
  warn: text('surface', 'warnSurface'),
  warnSurface: [],
  disabled: [],
  disabledText: text('disabled'),
  scrim: [],
  // Translucent: `onOverlay` is checked over the overlay laid on the theme's lightest colours
  // (contrast.test.ts), as a pair of two opaque colours cannot say it.
  overlay: [],
  onOverlay: [],
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
