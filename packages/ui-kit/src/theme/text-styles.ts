// The kit's text styles, each a set of the type tokens: the components' rules spread them, and
// the tokens pages show each with a specimen, so the two never drift apart. A plain module read
// by the rules at build time: it reaches no page's script.
import { vars } from './theme.css.ts';

/** One text style: the type tokens a piece of text takes together. */
export type TextStyle = {
  fontFamily?: string;
  fontSize: string;
  fontWeight?: string;
  lineHeight?: string;
  color?: string;
};

/** The text styles, in the order a field reads: what is typed, pressed, labelled, hinted, wrong. */
export const textStyles = {
  /** What is typed into a field. */
  body: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  /** A button's words. */
  action: {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
  },
  /** A field's label. */
  label: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
  /** A field's hint. */
  hint: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  /** A field's error. */
  error: {
    fontSize: vars.fontSize.sm,
    color: vars.color.danger,
    fontWeight: vars.fontWeight.medium,
  },
  /** The digits of a one-time code. */
  code: { fontFamily: vars.font.mono, fontSize: vars.fontSize.xl },
} as const satisfies Record<string, TextStyle>;
