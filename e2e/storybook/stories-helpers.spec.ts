import { expect, test } from '@playwright/test';
import { analyzeStory, axeBusy, whenAxeIsFree } from './stories.ts';

const busy = () => new Error(`${axeBusy}. Use \`await axe.run()\` to wait for the previous run.`);

test.describe('whenAxeIsFree', () => {
  test('asks again when refused because a run of axe is going', async ({ page }) => {
    let calls = 0;
    const result = await whenAxeIsFree(page, async () => {
      calls += 1;
      if (calls === 1) throw busy();
      return 'results';
    });
    expect(result).toBe('results');
    expect(calls).toBe(2);
  });

  test('starts only once the page’s axe has finished its run', async ({ page }) => {
    await page.evaluate(() => {
      const axe = { _running: true };
      Object.assign(window, { axe });
      setTimeout(() => {
        axe._running = false;
      }, 300);
    });
    const running = await whenAxeIsFree(page, () =>
      page.evaluate(() => (window as unknown as { axe: { _running: boolean } }).axe._running),
    );
    expect(running).toBe(false);
  });

  test('throws any other error at once, and the refusal after the last attempt', async ({
    page,
  }) => {
    let calls = 0;
    const other = whenAxeIsFree(page, async () => {
      calls += 1;
      throw new Error('the frame was detached');
    });
    await expect(other).rejects.toThrow('the frame was detached');
    expect(calls).toBe(1);
    calls = 0;
    const refused = whenAxeIsFree(
      page,
      async () => {
        calls += 1;
        throw busy();
      },
      3,
    );
    await expect(refused).rejects.toThrow(axeBusy);
    expect(calls).toBe(3);
  });
});

test.describe('analyzeStory', () => {
  test('finds a violation in the page, and none once it is mended', async ({ page }) => {
    await page.setContent('<main><img src="data:,"></main>');
    const found = await analyzeStory(page);
    expect(found.violations.map((violation) => violation.id)).toContain('image-alt');
    await page.setContent('<main><img src="data:," alt="Forecourt"></main>');
    const mended = await analyzeStory(page);
    expect(mended.violations.map((violation) => violation.id)).not.toContain('image-alt');
  });
});
