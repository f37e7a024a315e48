/**
 * Values every theme shares: spacing, radii, type scale, the z-indices of LIMITS-2 and the
 * dialog width of LIMITS-4. The portal's styles take every colour, font size, space and z-index
 * from here or from a theme's colours (TOKENS-1).
 */
export const sharedTokens = {
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  radius: { sm: '0.25rem', md: '0.375rem', lg: '0.75rem', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    // 13 px: the smallest text (the password checklist and the resend buttons' second line on a
    // phone), still read without zooming.
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  // LIMITS-2: base z-indices. Toasts share the top layer with tooltips so they stay above modals;
  // the skip link, shown only while focused, is above everything.
  zIndex: {
    overlay: '1000',
    menu: '1000',
    modal: '1100',
    tooltip: '1100',
    toast: '1100',
    skipLink: '1200',
  },
  size: {
    // WCAG 2.2 target size is 24 px; controls use 40 px (2.5rem), small targets 24 px.
    control: '2.5rem',
    target: '1.5rem',
    // LIMITS-4: the 'Please add details' modal.
    dialog: '25rem',
  },
  // LIMITS-3: the tooltip fades in over 250 ms; other transitions are quick so nothing lags input.
  duration: { tooltip: '250ms', fast: '150ms' },
  // Elevation, lowest first: cards on the page, menus and popovers, toasts, dialogs.
  shadow: {
    card: '0 8px 28px rgba(16, 24, 40, 0.15)',
    menu: '0 8px 24px rgba(16, 24, 40, 0.18)',
    toast: '0 8px 24px rgba(16, 24, 40, 0.2)',
    dialog: '0 16px 48px rgba(16, 24, 40, 0.3)',
  },
} as const;

/** The colour roles of a theme. */
export type ColorTokens = {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  /** A decorative rule between parts of a card: no contrast minimum (WCAG 1.4.11 exempts it). */
  divider: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  focus: string;
  danger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  info: string;
  infoSurface: string;
  warn: string;
  warnSurface: string;
  disabled: string;
  disabledText: string;
  scrim: string;
  /**
   * The loading overlay's cover, the same in every theme: dark enough that `onOverlay` keeps
   * 4.5:1 over the lightest page underneath.
   */
  overlay: string;
  /** Text and the spinner on the loading overlay. */
  onOverlay: string;
};

/** Light theme colours; text pairs meet WCAG AA contrast (4.5:1) on their surfaces. */
export const lightColors: ColorTokens = {
  background: '#f4f6f8',
  surface: '#ffffff',
  surfaceMuted: '#eef1f4',
  text: '#1a2230',
  textMuted: '#4a5565',
  border: '#8a94a3',
  borderStrong: '#5b6575',
  divider: '#d5dcea',
  primary: '#0b5cad',
  primaryHover: '#084a8c',
  onPrimary: '#ffffff',
  // Violet: keyboard focus must not read as an error (danger is red) or as a link (primary blue).
  focus: '#6d28d9',
  danger: '#b42318',
  dangerSurface: '#fdecea',
  success: '#1e6b34',
  successSurface: '#e6f4ea',
  // Teal, so an info toast is never mistaken for a primary action.
  info: '#0e6e7e',
  infoSurface: '#e3f3f5',
  warn: '#8a4b00',
  warnSurface: '#fff4e0',
  disabled: '#e3e7ec',
  disabledText: '#4a5565',
  scrim: 'rgba(16, 24, 40, 0.6)',
  overlay: 'rgba(10, 14, 22, 0.85)',
  onOverlay: '#ffffff',
};

/** Dark theme colours; text pairs meet WCAG AA contrast (4.5:1) on their surfaces. */
export const darkColors: ColorTokens = {
  background: '#0f141b',
  surface: '#1a212b',
  surfaceMuted: '#232c38',
  text: '#eef2f6',
  textMuted: '#b6c0cc',
  border: '#7d8896',
  borderStrong: '#a7b1bd',
  divider: '#313b48',
  primary: '#7cb8f2',
  primaryHover: '#a3cdf6',
  onPrimary: '#0b1a2b',
  focus: '#c4b5fd',
  danger: '#ff8a80',
  dangerSurface: '#3a1a18',
  success: '#7fd49a',
  successSurface: '#15301f',
  info: '#5fd0dc',
  infoSurface: '#10302f',
  warn: '#f5c26b',
  warnSurface: '#3a2a10',
  disabled: '#2a3340',
  disabledText: '#b6c0cc',
  scrim: 'rgba(0, 0, 0, 0.7)',
  overlay: 'rgba(10, 14, 22, 0.85)',
  onOverlay: '#ffffff',
};

/**
 * How the kit's animations move: every fade, slide and grow eases out (fast, then settling), and
 * the spinner turns at an even speed. Written into the rules as they are (not CSS variables): a
 * curve never changes with the theme.
 */
export const easing = {
  /** `ease-out`, cubic-bezier(0, 0, 0.58, 1). */
  out: 'ease-out',
  /** The spinner's steady turn. */
  linear: 'linear',
} as const;
