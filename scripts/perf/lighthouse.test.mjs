import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summariseLighthouse } from './lib/lighthouse.mjs';

const sample = (accessibility, failing = []) => ({
  accessibility,
  bestPractices: 100,
  cls: 0,
  performance: 90,
  failing: { performance: [], accessibility: failing, bestPractices: [] },
});

test('no samples (--lighthouse-runs=0) summarise to nothing instead of throwing', () => {
  assert.equal(summariseLighthouse([]), undefined);
});

test('samples summarise to their medians and the last run’s failing audits', () => {
  const summary = summariseLighthouse([sample(90, ['a']), sample(100), sample(95, ['label'])]);
  assert.equal(summary.accessibility, 95);
  assert.equal(summary.bestPractices, 100);
  assert.deepEqual(summary.failing.accessibility, ['label']);
});
