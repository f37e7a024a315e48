import type { Decorator, Preview } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import afrikaans from '../apps/portal/public/i18n/af.json';
import english from '../apps/portal/public/i18n/en.json';
import isiZulu from '../apps/portal/public/i18n/zu.json';
import { isLanguage, languages, languageTags } from '../apps/portal/src/i18n/language.ts';
import { vars } from '../packages/ui-kit/src/theme/theme.css.ts';
import { themes } from '../packages/ui-kit/src/theme/themes.ts';
import { rememberTheme, ThemedDocsContainer } from './docs-container.tsx';
import { DocsPage } from './docs-page.tsx';

// A play function's queries and waits (findBy*, waitFor) give the screen 10 s, the library's
// default being 1 s: screens and their later steps are lazy chunks, and on a docs page every
// story's frame loads at once, so on a busy machine a pick from the dealer groups' suggestions
// took longer than 1 s and the walk stopped on its first step (clean-clone CI runs).
configure({ asyncUtilTimeout: 10_000 });

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

/** The portal's catalogues: the kit's stories show their texts in the toolbar's language too. */
const catalogues: Record<string, Record<string, string>> = { af: afrikaans, zu: isiZulu };
const keyOfEnglish = new Map(Object.entries(english).map(([key, text]) => [text, key]));

/**
 * `value` with every string the portal's catalogue has in English (a label, an option, a step's
 * name) in `catalogue`'s language; React elements, functions and other strings as they are.
 */
function translated(value: unknown, catalogue: Record<string, string>): unknown {
  if (typeof value === 'string') {
    const key = keyOfEnglish.get(value);
    return (key && catalogue[key]) || value;
  }
  if (Array.isArray(value)) return value.map((item) => translated(item, catalogue));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if ('$$typeof' in value) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, translated(item, catalogue)]),
    );
  }
  return value;
}

/**
 * The texts a component shows by default (a prop's documented default, 'Show' on the password
 * toggle), in `catalogue`'s language where the portal's catalogue has them: a story that passes
 * no text follows the language too.
 */
function translatedDefaults(
  argTypes: Record<string, { table?: { defaultValue?: { summary?: string } } }>,
  catalogue: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(argTypes).flatMap(([name, type]) => {
      const text = /^(['"])(.*)\1$/.exec(type.table?.defaultValue?.summary ?? '')?.[2];
      const key = text === undefined ? undefined : keyOfEnglish.get(text);
      const translation = key === undefined ? undefined : catalogue[key];
      return translation ? [[name, translation]] : [];
    }),
  );
}

/**
 * The toolbar's language on <html lang>, as the portal's start script sets it; the portal's
 * screen stories load their texts in it (apps/portal/src/test/screen-story.tsx), and the kit's
 * stories take their args' texts from the portal's catalogue in it, so Afrikaans and isiZulu
 * lengths can be checked on every component.
 */
const withLanguage: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.language;
  const language = isLanguage(chosen) ? chosen : 'en';
  document.documentElement.lang = languageTags[language];
  const catalogue = catalogues[language];
  if (!catalogue || context.title.startsWith('Portal/')) return Story();
  const args = { ...translatedDefaults(context.argTypes, catalogue), ...context.args };
  return Story({ args: translated(args, catalogue) as typeof context.args });
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
channel.on('setGlobals', rememberTheme);
channel.on('globalsUpdated', rememberTheme);

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
    // The docs template (guidance on component pages) on a canvas in the toolbar's theme.
    docs: { page: DocsPage, container: ThemedDocsContainer },
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
          'Content guide',
          'Foundations',
          ['Tokens'],
          'Actions',
          'Fields',
          'Feedback',
          'Navigation',
          'Overlays',
          'Patterns',
          [
            'Ask for an SA ID number',
            'Confirm a mobile number or email by code',
            'Error summary',
            'Check your answers',
            'Pick from a long list',
            'Add another person',
          ],
          'Example screens',
          'Portal',
          ['Landing', 'Login', 'ID login', 'Forgot username', 'Forgot password', 'Register'],
        ],
      },
    },
  },
};

export default preview;
