import { expect, type Page, test } from '@playwright/test';
import { renderStory, setGlobals, stories } from './stories.ts';

// The toolbar's language global renders the portal's screens in Afrikaans and isiZulu (axe runs
// in English only, see stories-a11y.spec.ts). The first story of each screen is its first step,
// and its play function walks it in the chosen language (story-steps.ts translates the walk).
const firstOfEachScreen = stories.filter(
  (story, index) =>
    story.title.startsWith('Portal/') &&
    stories.findIndex((other) => other.title === story.title) === index,
);

const languages = [
  { global: 'af', lang: 'af', switchLabel: 'Taal' },
  { global: 'zu', lang: 'zu', switchLabel: 'Ulimi' },
] as const;

for (const language of languages) {
  test.describe(`${language.global} language`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await page.goto('/iframe.html');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await setGlobals(page, { language: language.global });
    });
    test.afterAll(() => page.close());

    for (const story of firstOfEachScreen) {
      test(`${story.title} / ${story.name}: renders and plays in ${language.global}`, async () => {
        expect(await renderStory(page, story.id)).toEqual({ ok: true });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
        await expect(page.getByRole('combobox', { name: language.switchLabel })).toHaveValue(
          language.global,
        );
      });
    }
  });
}
