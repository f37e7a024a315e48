import type { Decorator, Preview } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import english from '../apps/portal/public/i18n/en.json';
import { isLanguage, languages, languageTags } from '../apps/portal/src/i18n/language.ts';
import { vars } from '../packages/ui-kit/src/theme/theme.css.ts';
import { themes } from '../packages/ui-kit/src/theme/themes.ts';
import { DocsPage } from './docs-page.tsx';

type ThemeName = keyof typeof themes;

/**
 * Applies the toolbar's theme to the whole preview document, as an app does (on <html>), so
 * portalled dialogs, tooltips and toasts follow it, and paints the page in the theme's colours.
 */
const withTheme: Decorator = (Story, context) => {
  const chosen = (context.globals.theme as ThemeName | undefined) ?? 'light';
  const root = document.documentElement;
  for (const [name, theme] of Object.entries(themes)) {
    root.classList.toggle(theme.className, name === chosen);
  }
  root.style.colorScheme = themes[chosen]?.colorScheme ?? 'light';
  document.body.style.background = vars.color.background;
  document.body.style.color = vars.color.text;
  document.body.style.fontFamily = vars.font.body;
  return Story();
};

/**
 * The toolbar's language on <html lang>, as the portal's start script sets it; the portal's
 * screen stories load their texts in it (apps/portal/src/test/screen-story.tsx).
 */
const withLanguage: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.language;
  document.documentElement.lang = languageTags[isLanguage(chosen) ? chosen : 'en'];
  return Story();
};

/**
 * Docs pages show the portal's screens each in a frame of its own (screen-story-meta.tsx); the
 * frames open `PREVIEW_URL`, so it carries the toolbar's theme and language, as the frames of
 * the stories themselves get them from the toolbar.
 */
function framesFollowGlobals(payload: unknown) {
  const globals = (payload as { globals?: Record<string, unknown> } | undefined)?.globals ?? {};
  const carried = ['theme', 'language']
    .filter((name) => typeof globals[name] === 'string')
    .map((name) => `${name}:${String(globals[name])}`)
    .join(';');
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = carried
    ? `iframe.html?globals=${carried}`
    : 'iframe.html';
}
const channel = addons.getChannel();
channel.on('setGlobals', framesFollowGlobals);
channel.on('globalsUpdated', framesFollowGlobals);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLanguage],
  globalTypes: {
    theme: {
      description: 'Theme of every story, screen and docs page',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: Object.entries(themes).map(([value, theme]) => ({ value, title: theme.title })),
        dynamicTitle: true,
      },
    },
    language: {
      description: "Language of the portal's screen stories (each language named in itself)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // Each language named in itself, as the portal's switch names it.
        items: languages.map((value) => ({ value, title: english[`language.${value}`] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  parameters: {
    docs: { page: DocsPage },
    // Violations fail the story in the test run instead of only showing in the panel.
    a11y: { test: 'error' },
    controls: {
      expanded: true,
      sort: 'requiredFirst',
      matchers: { color: /(background|color)$/i, date: /Date$/i },
    },
    viewport: {
      options: {
        phone: {
          name: 'Phone 360 px',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        largePhone: {
          name: 'Large phone 414 px',
          styles: { width: '414px', height: '896px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet 768 px',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop 1280 px',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens'],
          'Actions',
          'Fields',
          'Feedback',
          'Navigation',
          'Overlays',
          'Portal',
          ['Landing', 'Login', 'ID login', 'Forgot username', 'Forgot password', 'Register'],
        ],
      },
    },
  },
};

export default preview;
