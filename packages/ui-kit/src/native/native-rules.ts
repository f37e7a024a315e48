// The kit's looks for elements an app keeps native, as style rules: a link that leads somewhere
// in a button's look must stay a link (`<a href>`), and a pick that must work before any script
// arrives stays the browser's own `<select>`. An app's own stylesheet builds its class from the
// rule (`style(nativeSelectRule)` in a .css.ts), so its pages carry no new class name nor code;
// native.css.ts builds the kit's own classes from the same rules.
import type { StyleRule } from '@vanilla-extract/css';
import { baseRule, primaryRule } from '../button/button-rules.ts';
import { focusRing } from '../shared/focus.css.ts';
import { vars } from '../theme/theme.css.ts';

/** The primary `Button`'s look for a link: the Button's own rules, so the two cannot drift. */
export const buttonLinkRule: StyleRule[] = [baseRule, primaryRule];

/** The kit's look for the browser's own `<select>`: a field's border, size and focus ring. */
export const nativeSelectRule: StyleRule = {
  font: 'inherit',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible': focusRing },
};
