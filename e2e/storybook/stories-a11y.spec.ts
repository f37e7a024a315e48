import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };

const indexFile = resolve(import.meta.dirname, '../../storybook-static/index.json');
// Page-level rules do not apply to a component rendered alone in a story frame.
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one'];

const stories: IndexEntry[] = existsSync(indexFile)
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    ).filter((entry) => entry.type === 'story')
  : [];

test('the built Storybook has stories', () => {
  expect(
    stories.length,
    `no stories in ${indexFile}: run 'pnpm build-storybook' first`,
  ).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}: renders, plays, no axe violation`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(() => {
      const root = document.querySelector('#storybook-root');
      const failed = document.body.classList.contains('sb-show-errordisplay');
      return failed || (root !== null && root.childElementCount > 0);
    });
    // Let a play function finish before judging the page.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
    const failed = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay'),
    );
    const message = failed
      ? await page
          .locator('#error-message')
          .textContent()
          .catch(() => '')
      : '';
    expect(failed, `story failed to render or play: ${message}`).toBe(false);
    const result = await new AxeBuilder({ page }).disableRules(pageLevelRules).analyze();
    const violations = result.violations.map(
      (violation) => `${violation.id} (${violation.nodes.length}): ${violation.help}`,
    );
    expect(violations).toEqual([]);
  });
}
