import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pageLevelRules, stories } from './stories.ts';

// Storybook's two side-by-side tabs (GUIDE-57, .storybook/side-by-side.ts) show the current
// story twice: in the light and the dark theme, and on a phone and a desktop.

const screen = stories.find((story) => story.title === 'Portal/Login');

const tabs = [
  {
    id: 'themes',
    title: 'Light and dark',
    copies: [
      // Each half the tab's width, at full size: read side by side in a 1,280 px window.
      { caption: 'Light theme', width: 'half', colorScheme: 'light' },
      { caption: 'Dark theme', width: 'half', colorScheme: 'dark' },
    ],
  },
  {
    id: 'devices',
    title: 'Phone and desktop',
    copies: [
      { caption: 'Phone, 360 x 740', width: 360, colorScheme: 'light' },
      { caption: 'Desktop, 1280 x 800', width: 1280, colorScheme: 'light' },
    ],
  },
] as const;

for (const tab of tabs) {
  test(`the '${tab.title}' tab shows a screen twice, ${tab.copies.map((copy) => copy.caption).join(' beside ')}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(screen).toBeDefined();
    await page.goto(`/?path=/story/${screen?.id}`);
    await page.getByRole('tab', { name: tab.title }).click();
    const copies = page.locator('[data-side-by-side] figure');
    await expect(copies).toHaveCount(tab.copies.length);
    for (const [index, expected] of tab.copies.entries()) {
      const copy = copies.nth(index);
      await expect(copy.locator('figcaption')).toHaveText(expected.caption);
      const frame = copy.frameLocator('iframe');
      // The story itself, at the copy's screen width and in its theme.
      await expect(frame.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 60_000,
      });
      const drawn = await frame
        .locator('html')
        .evaluate((html) => ({ width: window.innerWidth, colorScheme: html.style.colorScheme }));
      if (expected.width === 'half') {
        // Unscaled (the frame as wide on the tab as the page in it), and wide enough to read.
        const shown = await copy.locator('iframe').evaluate((frame) => frame.clientWidth);
        expect(drawn.colorScheme).toBe(expected.colorScheme);
        expect(drawn.width).toBe(shown);
        expect(drawn.width).toBeGreaterThanOrEqual(320);
      } else {
        expect(drawn).toEqual({ width: expected.width, colorScheme: expected.colorScheme });
      }
    }
    if (tab.id === 'themes') {
      // Nothing clipped: both copies within the tab at a 1,280 px window.
      const overflow = await page
        .locator('[data-side-by-side]')
        .evaluate((tabPanel) => tabPanel.scrollWidth - tabPanel.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    // axe over the tab and both copies (AxeBuilder goes into the frames). Each copy is the whole
    // page with its own banner and main, so two copies of one page repeat the same landmarks:
    // 'landmark-unique' is left to each page alone (stories-a11y.spec.ts).
    const axe = await new AxeBuilder({ page })
      .include('[data-side-by-side]')
      .disableRules([...pageLevelRules, 'landmark-unique'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  });
}
