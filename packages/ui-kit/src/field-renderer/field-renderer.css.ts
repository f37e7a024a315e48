import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
