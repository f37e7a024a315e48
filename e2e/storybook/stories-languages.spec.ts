import { expect, type Page, test } from '@playwright/test';
import { openPreview, renderStory, stories } from './stories.ts';

// The toolbar's language global renders the portal's screens in Afrikaans and isiZulu (axe runs
// in English only, see stories-a11y.spec.ts). The first story of each screen is its first step,
// and its play function walks it in the chosen language (story-steps.ts translates the walk).
// STORY_LANGUAGES=all plays every portal story in both languages (about two minutes).
const everyStory = process.env.STORY_LANGUAGES === 'all';
const firstOfEachScreen = stories.filter(
  (story, index) =>
    story.title.startsWith('Portal/') &&
    (everyStory || stories.findIndex((other) => other.title === story.title) === index),
);

const languages = [
  { global: 'af', lang: 'af', switchLabel: 'Taal' },
  { global: 'zu', lang: 'zu', switchLabel: 'Ulimi' },
] as const;

for (const language of languages) {
  test.describe(`${language.global} language`, () => {
    // In order in one worker, one page for the language.
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await openPreview(browser, { language: language.global });
    });
    test.afterAll(() => page.context().close());

    for (const story of firstOfEachScreen) {
      test(`${story.title} / ${story.name}: renders and plays in ${language.global}`, async () => {
        expect(await renderStory(page, story.id)).toEqual({ ok: true });
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
        // Every first step shows the shell; some later stories end outside it (signed in).
        const languageSwitch = page.getByRole('combobox', { name: language.switchLabel });
        if (!everyStory || (await languageSwitch.count()) > 0) {
          await expect(languageSwitch).toHaveValue(language.global);
        }
      });
    }
  });
}

// A screen outside the flows follows the language too: the configuration error.
test('the configuration error follows the language switch', async ({ browser }) => {
  const page = await openPreview(browser, { language: 'af' });
  expect(await renderStory(page, 'portal-errors--configuration-error')).toEqual({ ok: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die portaal kan nie begin nie');
  await page.context().close();
});

// The kit's stories take their texts from the portal's catalogue in the toolbar's language.
test('a component story follows the language switch', async ({ browser }) => {
  const textField = stories.find((story) => story.id === 'fields-textfield--with-hint');
  expect(textField).toBeDefined();
  const page = await openPreview(browser, { language: 'af' });
  expect(await renderStory(page, textField?.id ?? '')).toEqual({ ok: true });
  await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
  await page.context().close();
});

// A text the story does not pass, the component's own default, follows the switch too.
test("a component's default texts follow the language switch", async ({ browser }) => {
  const passwordField = stories.find((story) => story.id === 'fields-passwordfield--default');
  expect(passwordField).toBeDefined();
  const page = await openPreview(browser, { language: 'af' });
  expect(await renderStory(page, passwordField?.id ?? '')).toEqual({ ok: true });
  // 'Show' and 'Show password' are PasswordField's defaults; the catalogue's Afrikaans for them.
  await expect(page.getByRole('button', { name: 'Wys wagwoord' })).toHaveText('Wys');
  await page.context().close();
});
