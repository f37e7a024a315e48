import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { addSideBySideTabs } from './side-by-side.ts';

// Storybook's own frame carries the product's name and logo (served from the portal's public
// folder, see staticDirs) and the kit's primary blue.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Forecourt design system',
    brandUrl: './',
    brandImage: './logo.svg',
    brandTarget: '_self',
    colorPrimary: '#0b3d91',
    colorSecondary: '#0b5cad',
  }),
});

addSideBySideTabs();
