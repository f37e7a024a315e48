import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's own build (about 550 KB), loaded into a page once. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Axe = { run(context: Document, options: RunOptions): Promise<AxeResults> };
type AxeHost = { __forecourtAxe?: Axe };

/** How long axe waits for a frame to answer before it leaves the frame out. */
const framePingMs = 10_000;

/**
 * axe's results for the page as it is now, the `disabled` rules aside. axe is loaded into the page
 * once and kept under a name of its own (`window.axe` is left as it was: Storybook's a11y addon
 * keeps its own copy there); a navigation clears it and the next check loads it again. AxeBuilder
 * loads the 550 KB into every frame at every check and by default joins the frames' results in a
 * blank page it opens and closes each time: on a portal page here a check took 1.5 s that way,
 * 0.7 s in its one-run (legacy) mode and 0.17 s with axe already in the page. A page with frames
 * (a Storybook docs page, the side-by-side views) still goes to AxeBuilder, the one way into them.
 */
export async function analyze(page: Page, disabled: readonly string[] = []): Promise<AxeResults> {
  if (page.frames().length > 1) {
    // AxeBuilder gives each frame 1 s to take axe's 550 KB and, in its legacy mode, leaves a frame
    // that took longer out without a word; axe then leaves out a frame that has not answered its
    // ping within 500 ms. On a loaded machine a frame's whole content went unchecked that way:
    // each frame gets axe here first, however long it takes, and is waited for.
    for (const frame of page.frames()) await frame.evaluate(axeSource);
    return new AxeBuilder({ page })
      .setLegacyMode()
      .options({ pingWaitTime: framePingMs })
      .disableRules([...disabled])
      .analyze();
  }
  const loaded = await page.evaluate(() => (window as AxeHost).__forecourtAxe !== undefined);
  if (!loaded) {
    await page.evaluate(`(() => {
      const before = window.axe;
      ${axeSource};
      window.__forecourtAxe = window.axe;
      if (before === undefined) delete window.axe; else window.axe = before;
    })()`);
  }
  const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
  return page.evaluate(
    (options) => {
      const axe = (window as AxeHost).__forecourtAxe;
      if (!axe) throw new Error('axe is not in the page');
      return axe.run(document, options);
    },
    { rules } satisfies RunOptions,
  );
}

/** Fails with the rule ids and targets when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await analyze(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
