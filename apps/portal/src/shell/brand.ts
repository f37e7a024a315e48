/**
 * What the logo's wordmark is drawn on under the dark theme (GUIDE-50): a light plate, since the
 * logo (public/logo.svg) is one image whose brand blue reads on light backgrounds only (1.84:1
 * on the dark theme's background). On it the wordmark has the contrast of text (4.5:1).
 */
export const logoPlate = '#ffffff';
