import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };
type RenderResult = { ok: true } | { ok: false; message: string };

const indexFile = resolve(import.meta.dirname, '../../storybook-static/index.json');
// Page-level rules do not apply to a component rendered alone in a story frame.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one'];

const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    ).filter((entry) => entry.type === 'story')
  : [];

/**
 * Switches the preview to a story through Storybook's own channel and resolves once it has
 * rendered and its play function has finished (or failed), as Storybook's test runner does.
 * One page serves every story, so the preview bundle loads once.
 */
async function renderStory(page: Page, storyId: string): Promise<RenderResult> {
  return page.evaluate(
    (id) =>
      new Promise<RenderResult>((done) => {
        type Channel = {
          on(event: string, listener: (payload: unknown) => void): void;
          off(event: string, listener: (payload: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const listeners = new Map<string, (payload: unknown) => void>();
        const finish = (result: RenderResult) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          done(result);
        };
        listeners.set('storyRendered', () => finish({ ok: true }));
        for (const event of failures) {
          listeners.set(event, (payload) =>
            finish({ ok: false, message: `${event}: ${JSON.stringify(payload).slice(0, 400)}` }),
          );
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

test('the built Storybook has stories', () => {
  expect(
    stories.length,
    `no stories in ${indexFile}: run 'pnpm build-storybook' first`,
  ).toBeGreaterThan(0);
});

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
      await page.evaluate((name) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('updateGlobals', { globals: { theme: name } });
      }, theme);
    });
    test.afterAll(() => page.context().close());

    for (const story of stories) {
      test(`${story.title} / ${story.name}: renders, plays, no axe violation`, async () => {
        const result = await renderStory(page, story.id);
        expect(result).toEqual({ ok: true });
        // The theme decorator ran for this story: the document is in the theme under test.
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);
        const axe = await new AxeBuilder({ page }).disableRules(pageLevelRules).analyze();
        const violations = axe.violations.map(
          (violation) =>
            `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')}): ${violation.help}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
