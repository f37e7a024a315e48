import { style } from '@vanilla-extract/css';
import { buttonLinkRule, nativeSelectRule } from './native-rules.ts';

/** The primary `Button`'s look as one class, for a link (`<a href>`). */
export const buttonLink = style(buttonLinkRule);

/** The kit's look for the browser's own `<select>`, as one class. */
export const nativeSelect = style(nativeSelectRule);
