import { expect, type Page, test } from '@playwright/test';
import { analyze } from '../support/axe.ts';
import { analyzeStory } from './stories.ts';

const ids = (results: { violations: { id: string }[] }) =>
  results.violations.map((violation) => violation.id);

test.describe('analyze (axe, loaded into the page once)', () => {
  test('finds a violation, and none once it is mended, in a new document and in the same one', async ({
    page,
  }) => {
    await page.setContent('<main><img src="data:,"></main>');
    expect(ids(await analyzeStory(page))).toContain('image-alt');
    // A new document: axe is loaded into it again.
    await page.setContent('<main><img src="data:," alt="Forecourt"></main>');
    expect(ids(await analyzeStory(page))).not.toContain('image-alt');
    // The same document, changed: the copy kept in the page reads the page as it is now.
    await page.evaluate(() => document.querySelector('img')?.removeAttribute('alt'));
    expect(ids(await analyzeStory(page))).toContain('image-alt');
  });

  test("leaves the page's own window.axe as it was, and skips the rules it is told to", async ({
    page,
  }) => {
    await page.setContent('<div><img src="data:,"></div>');
    await page.evaluate(() => Object.assign(window, { axe: 'the page’s own' }));
    const all = ids(await analyze(page));
    expect(all).toEqual(expect.arrayContaining(['image-alt', 'region']));
    expect(await page.evaluate(() => (window as { axe?: unknown }).axe)).toBe('the page’s own');
    expect(ids(await analyze(page, ['region']))).not.toContain('region');
  });

  /**
   * Opens a page of the suite's origin whose frame (of the same origin: axe goes into frames of
   * the same origin only) holds `inner`, and waits for the frame's image.
   */
  async function openFramed(page: Page, name: string, inner: string) {
    const html = (body: string) => ({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>t</title>${body}</html>`,
    });
    const frame = `<iframe title="inner" src="/${name}-inner.html">`;
    await page.route(`**/${name}-outer.html`, (route) =>
      route.fulfill(html(`<main><h1>Outer</h1>${frame}</main>`)),
    );
    await page.route(`**/${name}-inner.html`, (route) => route.fulfill(html(inner)));
    await page.goto(`/${name}-outer.html`);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
  }

  test('goes into frames on a page that has them', async ({ page }) => {
    await openFramed(page, 'axe', '<main><img src="data:,"></main>');
    expect(ids(await analyzeStory(page))).toContain('image-alt');
  });

  test('goes into a frame of a page too busy to take axe within a second', async ({ page }) => {
    // Busy 1.2 s of every 1.3 s, as a page of a loaded machine can be: AxeBuilder's 1 s for
    // loading axe into a frame runs out, and its legacy mode then left the frame out unchecked.
    const busy =
      '<script>setInterval(() => { const end = Date.now() + 1200; while (Date.now() < end); }, 1300)</script>';
    await openFramed(page, 'axe-busy', `${busy}<main><img src="data:,"></main>`);
    expect(ids(await analyzeStory(page))).toContain('image-alt');
  });
});
