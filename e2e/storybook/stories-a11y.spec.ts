import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  desktopViewport,
  indexFile,
  pageLevelRules,
  phoneViewport,
  renderStory,
  setGlobals,
  stories,
  whenAxeIsFree,
} from './stories.ts';

test('the built Storybook has stories', () => {
  expect(
    stories.length,
    `no stories in ${indexFile}: run 'pnpm build-storybook' first`,
  ).toBeGreaterThan(0);
});

/** axe's results for the page, once the a11y addon's own run of axe has ended (`whenAxeIsFree`). */
const analyze = (page: Page) =>
  whenAxeIsFree(page, () => new AxeBuilder({ page }).disableRules(pageLevelRules).analyze());

// Every story is checked in each theme of the toolbar's switch (the `theme` global of
// .storybook/preview.tsx): one page per theme, the global set once as the toolbar sets it.
const themes = ['light', 'dark'] as const;

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      // axe needs a page of a context the test made itself.
      const context = await browser.newContext({ colorScheme: theme });
      page = await context.newPage();
      await page.goto('/iframe.html');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      // As the toolbar does: the global stays set for every story this page shows.
      await setGlobals(page, { theme });
    });
    test.afterAll(() => page.context().close());

    for (const story of stories) {
      test(`${story.title} / ${story.name}: renders, plays, no axe violation`, async () => {
        await page.setViewportSize(story.tags?.includes('phone') ? phoneViewport : desktopViewport);
        const result = await renderStory(page, story.id);
        expect(result).toEqual({ ok: true });
        // The theme decorator ran for this story: the document is in the theme under test.
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
        const axe = await analyze(page);
        const violations = axe.violations.map(
          (violation) =>
            `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')}): ${violation.help}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
