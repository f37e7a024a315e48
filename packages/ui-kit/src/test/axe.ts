import axe from 'axe-core';

/** Runs axe-core on a rendered container and returns the violations, so a test can assert none. */
export async function axeViolations(container: Element): Promise<axe.Result[]> {
  const results = await axe.run(container, {
    rules: {
      // jsdom cannot compute colours or layout, so these only make sense in the browser
      // (the Storybook a11y addon checks them there).
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      // Landmarks are a page concern; a component rendered alone is never inside one.
      region: { enabled: false },
    },
  });
  return results.violations;
}

/** Throws with a readable summary when axe-core finds any violation in the container. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const violations = await axeViolations(container);
  if (violations.length > 0) {
    const summary = violations
      .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`)
      .join('\n');
    throw new Error(`axe found ${violations.length} violation(s):\n${summary}`);
  }
}
