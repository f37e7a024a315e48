import { expect, type Page, test } from '@playwright/test';
import {
  analyzeStory,
  desktopViewport,
  indexFile,
  openPreview,
  phoneViewport,
  renderStory,
  stories,
} from './stories.ts';

test('the built Storybook has stories', () => {
  expect(
    stories.length,
    `no stories in ${indexFile}: run 'pnpm build-storybook' first`,
  ).toBeGreaterThan(0);
});

// Every story is checked in each theme of the toolbar's switch (the `theme` global of
// .storybook/preview.tsx). The stories of a theme are checked in two halves, each a group of its
// own with one page (the preview loads once a group, the global set once as the toolbar sets
// it); the config runs the groups in parallel on two workers. Every other story goes to each
// half: the portal's screens, which take longest, come last in the index, and halves cut in the
// middle took 140 s and 270 s.
const themes = ['light', 'dark'] as const;
const halves = [0, 1].map((half) => stories.filter((_, index) => index % 2 === half));

for (const theme of themes) {
  for (const [part, half] of halves.entries()) {
    test.describe(`${theme} theme, part ${part + 1} of ${halves.length}`, () => {
      // In order in one worker, one page for the group.
      test.describe.configure({ mode: 'default' });
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await openPreview(browser, { theme }, { colorScheme: theme });
      });
      test.afterAll(() => page.context().close());

      for (const story of half) {
        test(`${story.title} / ${story.name}: renders, plays, no axe violation`, async () => {
          await page.setViewportSize(
            story.tags?.includes('phone') ? phoneViewport : desktopViewport,
          );
          const result = await renderStory(page, story.id);
          expect(result).toEqual({ ok: true });
          // The story's effects have run: the pseudo-states addon sets a state story's forced
          // state a tick after it renders, and axe is to check the state, not the rest.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
          );
          // The theme decorator ran for this story: the document is in the theme under test.
          expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
          const axe = await analyzeStory(page);
          const violations = axe.violations.map(
            (violation) =>
              `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')}): ${violation.help}`,
          );
          expect(violations).toEqual([]);
        });
      }
    });
  }
}
