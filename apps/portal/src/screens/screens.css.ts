import { globalStyle, style } from '@vanilla-extract/css';
// The kit's theme file itself (already in every page's styles through the components), not the
// kit's index: a .css.ts importing the index would pull every component's stylesheet in.
import { buttonLinkRule } from '../../../../packages/ui-kit/src/native/native-rules.ts';
import { focusRing } from '../../../../packages/ui-kit/src/shared/focus.css.ts';
import { darkThemeClass, vars } from '../../../../packages/ui-kit/src/theme/theme.css.ts';

// The portal is drawn in its own light colours; under the kit's dark theme (darkThemeClass on
// <html>, as Storybook's theme switch sets it) it takes the kit's dark roles instead.
const dark = `.${darkThemeClass} &`;
// A phone (360 px wide and the like): tighter spacing, so a long step such as the password
// reset fits a 740 px-high screen (GUIDE-48).
const narrow = 'screen and (max-width: 30rem)';

export const card = style({
  width: '100%',
  maxWidth: '34rem',
  background: '#ffffff',
  borderRadius: '12px',
  boxShadow: '0 8px 28px rgba(11, 61, 145, 0.15)',
  padding: '2rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  selectors: { [dark]: { background: vars.color.surface, boxShadow: vars.shadow.dialog } },
  '@media': { [narrow]: { padding: '1.25rem 1rem', gap: '0.75rem' } },
});

export const heading = style({
  margin: 0,
  fontSize: '1.5rem',
  lineHeight: 1.3,
  color: '#0b3d91',
  selectors: { [dark]: { color: vars.color.primary } },
  '@media': { [narrow]: { fontSize: '1.25rem' } },
});

export const subheading = style({
  margin: 0,
  fontSize: '1.1rem',
  fontWeight: 600,
  selectors: {
    '&:focus': { outline: 'none' },
    // The kit's ring, as on every control (it was the browser's outline in the portal's blue).
    '&:focus-visible': focusRing,
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  '@media': { [narrow]: { gap: '0.75rem' } },
});

/** The password checklist in two columns on a phone: all of it, in half the height (GUIDE-48). */
export const requirements = style({});
globalStyle(`${requirements} ul`, {
  '@media': { [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '0.5rem' } },
});
globalStyle(`${requirements} li`, {
  '@media': { [narrow]: { gap: '0.25rem', fontSize: '0.8125rem' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const portalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: '0.75rem',
});

// A link in the kit's primary button look (one class, the Button's own rules): the landing's
// entries and the way back home stay links.
export const linkButton = style(buttonLinkRule);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  borderTop: '1px solid #d5dcea',
  paddingTop: '1rem',
  selectors: { [dark]: { borderTopColor: vars.color.border } },
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  color: '#4a5468',
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid #d5dcea' },
    [dark]: { color: vars.color.textMuted },
    [`.${darkThemeClass} &::before, .${darkThemeClass} &::after`]: {
      borderTopColor: vars.color.border,
    },
  },
});

export const result = style({ margin: 0, fontSize: '1.1rem' });

export const resend = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  '@media': { [narrow]: { gap: '0.5rem' } },
});

/** A resend button: the spec's label over what it does (GUIDE-11); side by side on a phone. */
export const resendButton = style({
  // Inside the resend group, so the kit's button padding (same specificity) never wins by order.
  selectors: { [`${resend} &`]: { flexDirection: 'column', gap: 0, paddingBlock: '0.25rem' } },
  '@media': {
    [narrow]: { selectors: { [`${resend} &`]: { flex: '1 1 0', paddingInline: '0.5rem' } } },
  },
});

export const resendLegend = style({
  float: 'left',
  marginRight: '0.5rem',
  padding: 0,
  // A phone: the legend on its own line and both buttons on the next (GUIDE-48).
  '@media': { [narrow]: { width: '100%', marginRight: 0 } },
});

export const countdown = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  margin: 0,
  color: '#4a5468',
  selectors: { [dark]: { color: vars.color.textMuted } },
});

export const errorText = style({
  margin: 0,
  // Empty, it cancels the card's gap before it, so no space stands for an error not there.
  ':empty': { marginTop: '-1rem' },
  '@media': { [narrow]: { selectors: { '&:empty': { marginTop: '-0.75rem' } } } },
  color: '#b00020',
  fontWeight: 600,
  selectors: { [dark]: { color: vars.color.danger } },
});

export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: '0.25rem 0.5rem',
  color: '#0b3d91',
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: {
    // The kit's ring, as on every control and the step's heading.
    '&:focus-visible': focusRing,
    [dark]: { color: vars.color.primary },
  },
});

export const registerLine = style({
  margin: 0,
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
});

export const dialogText = style({ margin: 0 });

// On the kit's type scale (md, bold), without the letter-spacing left from its uppercase days.
export const sectionTitle = style({
  margin: '0.5rem 0 0',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: '#0b3d91',
  selectors: { [dark]: { color: vars.color.primary } },
});

/** What a button that cannot be pressed yet waits for, under it (GUIDE-15). */
export const buttonHint = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: '0.875rem',
  color: '#4a5468',
  selectors: { [dark]: { color: vars.color.textMuted } },
});

/** Back and the way to the first step, under a later step's title (GUIDE-3). */
export const stepNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.5rem',
  marginTop: '-0.5rem',
  '@media': { [narrow]: { marginTop: '-0.75rem' } },
});

// Link-sized targets (at least 24 px, WCAG 2.5.8), not a full control's height.
globalStyle(`${stepNav} > button`, { minHeight: '2rem', paddingBlock: '0.25rem' });

/** The second line of a resend button: what it does ('Send a new code by SMS'). */
export const resendDetail = style({
  display: 'block',
  fontSize: '0.8125rem',
  fontWeight: 400,
});
