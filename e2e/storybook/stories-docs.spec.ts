import { expect, type Page, test } from '@playwright/test';
import {
  docsPages,
  openPreview,
  renderDocs,
  type StorybookChannel,
  stories,
  storyFailureEvents,
} from './stories.ts';

// The docs pages of the built Storybook (issue 37): every component page carries the five
// guidance sections (GUIDE-51), every screen page shows each story's own step under its
// caption (GUIDE-52), and every pattern's page its sections and states (GUIDE-58).

/** The guidance sections, in the order each component page shows them (GUIDE-53, GUIDE-61). */
export const guidanceSections = [
  'When to use',
  'When not to use',
  "Do / Don't",
  'Anatomy',
  'Content',
  'Accessibility',
  'Related',
] as const;
const accessibilitySubsections = ['Keyboard', 'Screen readers', 'Forced colours', 'Known issues'];

/** The ids of the built Storybook's pages and stories, which `?path=` links name. */
const knownIds = new Set([...docsPages, ...stories].map((entry) => entry.id));
const idOfPath = (href: string) => href.replace(/^\?path=\/(docs|story)\//, '');

const componentPages = docsPages.filter(
  (docs) =>
    !/^(Introduction|Content guide|Foundations|Portal|Patterns|Example screens)\b/.test(docs.title),
);
const patternPages = docsPages.filter((docs) => docs.title.startsWith('Patterns/'));

/** The sections of every pattern's page (GUIDE-58), in this order. */
export const patternSections = [
  'When to use',
  'How it works',
  'Content',
  'Accessibility',
  'Error and edge states',
  'Related',
] as const;
const screenPages = docsPages.filter((docs) => docs.title.startsWith('Portal/'));

test('the built Storybook has component and screen docs pages', () => {
  expect(componentPages.length).toBeGreaterThan(0);
  expect(screenPages.length).toBeGreaterThan(0);
});

/** Opens a docs page as the manager does, in the preview frame alone. */
async function openDocs(page: Page, id: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
  await page.locator('.sbdocs-title').first().waitFor();
}

// The component pages in two halves, each a group with one page that switches from docs page to
// docs page as the manager does (the preview loads once a group, not once a page); the config runs
// the groups on two workers.
const componentHalves = [0, 1].map((half) =>
  componentPages.filter((_, index) => index % 2 === half),
);

for (const [part, half] of componentHalves.entries()) {
  test.describe(`component pages, part ${part + 1} of ${componentHalves.length}`, () => {
    // In order in one worker, one page for the group.
    test.describe.configure({ mode: 'default' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await openPreview(browser, { theme: 'light' });
    });
    test.afterAll(() => page.context().close());

    for (const docs of half) {
      test(`${docs.title}: the docs page has the guidance sections`, async () => {
        await renderDocs(page, docs.id);
        await page.locator('.sbdocs-title').first().waitFor();
        const guidance = page.locator('[data-guidance]');
        for (const section of guidanceSections) {
          await expect(
            // includeHidden: a modal story (Dialog) hides the rest of its docs page from the tree.
            guidance.getByRole('heading', {
              level: 2,
              name: section,
              exact: true,
              includeHidden: true,
            }),
            `${docs.title} lacks '${section}'`,
          ).toHaveCount(1);
        }
        await expect(
          guidance.getByRole('heading', { level: 3, includeHidden: true }),
          `${docs.title}: Accessibility's subsections`,
        ).toHaveText(accessibilitySubsections);
        // Related: at least two links, each to a page of the Storybook.
        const related = await guidance
          .locator('h2:text-is("Related") + ul a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(related.length, `${docs.title}: Related links`).toBeGreaterThanOrEqual(2);
        for (const href of related) {
          expect(knownIds, `${docs.title}: ${href} names no page`).toContain(idOfPath(href));
        }
        // Do and Don't show live examples side by side, each with its rule.
        const examples = guidance.locator('[data-guidance-example]');
        await expect(
          examples.filter({ has: page.locator('[data-guidance-verdict="do"]') }),
        ).not.toHaveCount(0);
        await expect(
          examples.filter({ has: page.locator('[data-guidance-verdict="dont"]') }),
        ).not.toHaveCount(0);
      });
    }
  });
}

test('the Patterns section has its six patterns', () => {
  expect(patternPages.map((docs) => docs.title).sort()).toEqual([
    'Patterns/Add another person',
    'Patterns/Ask for an SA ID number',
    'Patterns/Check your answers',
    'Patterns/Confirm a mobile number or email by code',
    'Patterns/Error summary',
    'Patterns/Pick from a long list',
  ]);
});

for (const docs of patternPages) {
  test(`${docs.title}: the pattern's page has its sections, live examples and links`, async ({
    page,
  }) => {
    await page.goto(`/iframe.html?id=${docs.id}&viewMode=docs`);
    const content = page.locator('.sbdocs-content');
    await content.locator('h1').first().waitFor();
    // The page's own headings (the examples have headings of their own).
    await expect(content.locator('h2:not(.docs-story h2)')).toHaveText([...patternSections]);
    // A live example on top and one a state: every story of the pattern is shown on its page.
    const own = stories.filter((story) => story.title === docs.title);
    await expect(content.locator('.docs-story')).toHaveCount(own.length);
    // Related links at least two other pages, each of which exists.
    const related = content
      .getByRole('heading', { level: 2, name: 'Related' })
      .locator('xpath=following-sibling::ul[1]//a');
    const targets = await related.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const target of targets) {
      expect(knownIds, `${target} names no page of the Storybook`).toContain(idOfPath(target));
    }
  });
}

test('the content guide shows its rules, its examples in three languages and the fixed strings', async ({
  page,
}) => {
  const guide = docsPages.find((docs) => docs.title === 'Content guide');
  expect(guide).toBeDefined();
  await page.goto(`/iframe.html?id=${guide?.id}&viewMode=docs`);
  const content = page.locator('.sbdocs-content');
  await content.locator('h1').first().waitFor();
  await expect(content.locator('td[lang="af"]').first()).toContainText('kode');
  await expect(content.locator('td[lang="zu"]').first()).toContainText('khodi');
  // The check's rules (content-rules.mjs), a row each, and the fixed strings, the spec's own.
  await expect(content.getByRole('cell', { name: /^No exclamation marks/ })).toBeVisible();
  const fixed = content
    .getByRole('heading', { level: 2, name: 'Fixed strings' })
    .locator('xpath=following-sibling::ul[1]/li');
  expect(await fixed.count()).toBeGreaterThan(40);
  await expect(fixed.filter({ hasText: /^Register Now!!!$/ })).toHaveCount(1);
});

test('in the dark theme a docs page is on a dark canvas', async ({ page }) => {
  const docs = componentPages[0];
  expect(docs).toBeDefined();
  await page.goto(`/iframe.html?id=${docs?.id}&viewMode=docs&globals=theme:dark`);
  await page.locator('.sbdocs-title').first().waitFor();
  const background = await page
    .locator('.sbdocs-wrapper')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
  // Relative luminance well below the middle: a dark canvas, not white.
  expect(0.2126 * red + 0.7152 * green + 0.0722 * blue, background).toBeLessThan(80);
});

/** The headings a story shows once its play function has finished: its step, its dialog. */
const headings = '#storybook-root h1, #storybook-root h2, [role="dialog"] h2';

type PreviewHost = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string; story?: { playFunction?: unknown } };
  };
  __forecourtStoryFailure?: string;
};

/**
 * Runs in every frame before Storybook does: keeps the first failure the frame's preview reports
 * on its channel (`storyFailureEvents`, as `renderStory` reads them on the story view). A play
 * function that throws is reported there and nowhere else: the preview logs it, goes on to its
 * last phase, shows no error display, and says 'success' in `storyFinished`.
 */
function recordStoryFailure(failures: readonly string[]) {
  const host = window as PreviewHost;
  let slot: StorybookChannel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => slot,
    set(channel: StorybookChannel | undefined) {
      if (channel && channel !== slot) {
        for (const event of failures) {
          channel.on(event, (payload) => {
            host.__forecourtStoryFailure ??= `${event}: ${JSON.stringify(payload).slice(0, 400)}`;
          });
        }
      }
      slot = channel;
    },
  });
}

/**
 * What a frame's own preview says about its story (run in the frame): which story it rendered,
 * whether the render has finished (rendered, played, its `afterEach` run: Storybook's last phase,
 * after a failure too), whether the story has a play function, and the first failure reported.
 */
function frameReport() {
  const host = window as PreviewHost;
  const render = host.__STORYBOOK_PREVIEW__?.currentRender;
  return {
    id: render?.id,
    finished: render?.phase === 'finished',
    played: typeof render?.story?.playFunction === 'function',
    failure: host.__forecourtStoryFailure,
  };
}

for (const docs of screenPages) {
  test(`${docs.title}: each step's story under its own caption, played to its end`, async ({
    page,
  }) => {
    const own = stories.filter(
      (story) => story.title === docs.title && (story.tags ?? []).includes('autodocs'),
    );
    // The frames play one after another (screen-story-meta.tsx): the last waits for the others.
    test.setTimeout(120_000 + own.length * 40_000);
    await page.addInitScript(recordStoryFailure, storyFailureEvents);
    await openDocs(page, docs.id);
    for (const story of own) {
      // A page of one story shows it once, as its primary story, under the page's title.
      const single = own.length === 1;
      const block = single
        ? page.locator('.docs-story').first()
        : page.locator(`[id="anchor--${story.id}"]`);
      await block.scrollIntoViewIfNeeded();
      if (!single) await expect(block.locator('h3').first()).toHaveText(story.name);
      // The frame under the caption is the story's own and has finished (a lazy frame is blank
      // until it is scrolled to, and a read while it navigates throws: the report is read again
      // until it names the story).
      const frame = block.frameLocator('iframe').first();
      let report: ReturnType<typeof frameReport> | undefined;
      await expect
        .poll(
          async () => {
            report = await frame
              .locator(':root')
              .evaluate(frameReport)
              .catch(() => undefined);
            return report;
          },
          {
            message: `the frame under '${story.name}' shows its story to its end`,
            timeout: 60_000 + own.length * 20_000,
          },
        )
        .toMatchObject({ id: story.id, finished: true });
      // Every screen story checks the step it shows in its play function, and here that check
      // ended without a failure: not another step, not step 0 again.
      expect(report?.played, `'${story.name}' has no play function to check its step`).toBe(true);
      expect(
        report?.failure,
        `'${story.name}' failed in its frame on the docs page`,
      ).toBeUndefined();
      await expect(frame.locator(headings)).not.toHaveCount(0);
    }
  });
}
