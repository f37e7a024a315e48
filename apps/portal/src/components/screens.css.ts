import { globalStyle, style } from '@vanilla-extract/css';
// The kit's theme file itself (already in every page's styles through the components), not the
// kit's index: a .css.ts importing the index would pull every component's stylesheet in.
import { buttonLinkRule } from '../../../../packages/ui-kit/src/native/native-rules.ts';
import { focusRing } from '../../../../packages/ui-kit/src/shared/focus.css.ts';
import { vars } from '../../../../packages/ui-kit/src/theme/theme.css.ts';

// Every colour, font size, space and z-index is one of the kit's tokens (TOKENS-1, checked by
// scripts/checks/style-tokens.mjs), so the screens follow the kit's themes with no rule of their
// own: the dark theme is the same roles with other values.
// A phone (360 px wide and the like): tighter spacing, so a long step such as the password
// reset fits a 740 px-high screen (GUIDE-48).
const narrow = 'screen and (max-width: 30rem)';

/** A space token taken away: a margin that pulls an element into the gap before it. */
const negative = (space: string) => `calc(-1 * ${space})`;

export const card = style({
  width: '100%',
  maxWidth: '34rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [narrow]: { padding: vars.space.lg, gap: vars.space.md } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  '@media': { [narrow]: { fontSize: vars.fontSize.lg } },
  // Focused only by script, after a navigation (focusHeading): no ring, as GOV.UK does.
  selectors: { '&:focus': { outline: 'none' } },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { [narrow]: { fontSize: vars.fontSize.md } },
  // Focused only by script, on a step change (focusHeading): not a control, so no ring, where
  // the kit's heavy ring used to mark it on every step a keyboard user moved to (GOV.UK draws
  // none on a heading it focuses). The controls keep theirs (`:focus-visible`).
  selectors: { '&:focus': { outline: 'none' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [narrow]: { gap: vars.space.md } },
});

/** The password checklist in two columns on a phone: all of it, in half the height (GUIDE-48). */
export const requirements = style({});
globalStyle(`${requirements} ul`, {
  '@media': {
    [narrow]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.sm },
  },
});
globalStyle(`${requirements} li`, {
  '@media': { [narrow]: { gap: vars.space.xs, fontSize: vars.fontSize.xs } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const portalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

// A link in the kit's primary button look (one class, the Button's own rules): the way back home
// stays a link.
export const linkButton = style(buttonLinkRule);

// The landing's six ways in: links drawn as cards, not six primary buttons (a view has one
// primary action, the Button page's own rule, and here none is first). The whole card is the
// link; the arrow says it leads on. Forced colours keep the border and draw the text as a link.
export const portalLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceMuted,
      color: vars.color.primaryHover,
    },
    '&:focus-visible': focusRing,
  },
});

/** The card's words, underlined as a link's (the arrow beside them is not). */
export const portalLinkText = style({
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { [`${portalLink}:hover &`]: { textDecorationThickness: '0.15em' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.divider}`,
  paddingTop: vars.space.lg,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.divider}`,
    },
  },
});

export const result = style({ margin: 0, fontSize: vars.fontSize.lg });

/** A recovered username: the one thing the page is for (RECOVER-USERNAME-7). */
export const recovered = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const resend = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { [narrow]: { gap: vars.space.sm } },
});

/** A resend button: the spec's label over what it does (GUIDE-11); side by side on a phone. */
export const resendButton = style({
  // Inside the resend group, so the kit's button padding (same specificity) never wins by order.
  selectors: { [`${resend} &`]: { flexDirection: 'column', gap: 0, paddingBlock: vars.space.xs } },
  '@media': {
    [narrow]: { selectors: { [`${resend} &`]: { flex: '1 1 0', paddingInline: vars.space.sm } } },
  },
});

export const resendLegend = style({
  float: 'left',
  marginRight: vars.space.sm,
  padding: 0,
  // A phone: the legend on its own line and both buttons on the next (GUIDE-48).
  '@media': { [narrow]: { width: '100%', marginRight: 0 } },
});

export const countdown = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const errorText = style({
  margin: 0,
  // Empty, it cancels the card's gap before it, so no space stands for an error not there.
  ':empty': { marginTop: negative(vars.space.lg) },
  '@media': { [narrow]: { selectors: { '&:empty': { marginTop: negative(vars.space.md) } } } },
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const secondaryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: {
    // The kit's ring, as on every control and the step's heading.
    '&:focus-visible': focusRing,
  },
});

export const registerLine = style({
  margin: 0,
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const dialogText = style({ margin: 0 });

/** A completed registration's message and the way to sign in (REG-GROUP-9). */
export const completed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `6px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
});

export const completedText = style({ margin: 0, fontWeight: vars.fontWeight.bold });

// On the kit's type scale (md, bold), without the letter-spacing left from its uppercase days.
export const sectionTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

/** What a button that cannot be pressed yet waits for, under it (GUIDE-15). */
export const buttonHint = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Back and the way to the first step, under a later step's title (GUIDE-3). */
export const stepNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: negative(vars.space.sm),
  '@media': { [narrow]: { marginTop: negative(vars.space.md) } },
});

// Link-sized targets (at least 24 px, WCAG 2.5.8), not a full control's height.
globalStyle(`${stepNav} > button`, { minHeight: '2rem', paddingBlock: vars.space.xs });

/** The second line of a resend button: what it does ('Send a new code by SMS'). */
export const resendDetail = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});
