// The card floor's few styles, written with vanilla-extract as the portal's are.
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: 8, maxWidth: 360, fontFamily: 'system-ui' });
export const error = style({ color: '#b00020', margin: 0 });
