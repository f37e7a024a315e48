import { globalStyle, style } from '@vanilla-extract/css';
import { nativeSelectRule } from '../../../../packages/ui-kit/src/native/native-rules.ts';
import { darkThemeClass, vars } from '../../../../packages/ui-kit/src/theme/theme.css.ts';
import backgroundSvg from './background.svg?raw';
import { logoPlate } from './brand.ts';

// In the stylesheet rather than a file of its own: decoration must not be one more request
// before the first paint (img-src allows data: URLs).
const background = `url("data:image/svg+xml,${encodeURIComponent(backgroundSvg)}")`;

globalStyle('body', { margin: 0 });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '#e8eef9',
  backgroundImage: background,
  backgroundSize: 'cover',
  backgroundPosition: 'center bottom',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  color: '#1a1f2b',
  // Under the kit's dark theme (see screens.css.ts) the page takes its background and text.
  selectors: {
    [`.${darkThemeClass} &`]: {
      backgroundColor: vars.color.background,
      backgroundImage: 'none',
      color: vars.color.text,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '0.75rem',
  padding: '1rem 1.5rem',
  // A phone: the logo and the language switch on one short row (GUIDE-48).
  '@media': { 'screen and (max-width: 30rem)': { padding: '0.5rem 0.75rem' } },
});

export const languageSwitch = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '0.5rem',
  fontSize: '0.9375rem',
});

export const languageLabel = style({ fontWeight: 600 });

// The browser's own select (no script to load) in the kit's look: the kit's rule, this class.
export const languageSelect = style(nativeSelectRule);

export const languageError = style({ flexBasis: '100%', margin: 0, color: vars.color.danger });

export const logo = style({
  display: 'block',
  height: '2.5rem',
  width: 'auto',
  // The logo's blue wordmark reads on light backgrounds only: on the dark theme it sits on a
  // light plate (GUIDE-50).
  selectors: {
    [`.${darkThemeClass} &`]: {
      boxSizing: 'content-box',
      background: logoPlate,
      padding: '0.25rem 0.5rem',
      borderRadius: vars.radius.sm,
    },
  },
});

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: '1rem',
  '@media': { 'screen and (max-width: 30rem)': { padding: '0.5rem' } },
});

export const skipLink = style({
  position: 'absolute',
  left: '-999px',
  top: '0.5rem',
  selectors: {
    '&:focus': {
      left: '0.5rem',
      background: '#fff',
      padding: '0.5rem 1rem',
      zIndex: 1200,
      outline: '2px solid #0b3d91',
    },
    // The link's own colour on the dark surface: the browser's link blue was 2:1 on it (found by
    // the focus state forced on a screen story in the dark theme).
    [`.${darkThemeClass} &:focus`]: { background: vars.color.surface, color: vars.color.primary },
  },
});
