import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ceilingOf } from './budget.mjs';

test('a route without a record is held to its goal', () => {
  assert.equal(ceilingOf(80_000, undefined, 0.02), 80_000);
});

test('a route above its goal may grow by the ratchet over its record, no more', () => {
  assert.equal(ceilingOf(80_000, 118_400, 0.02), 120_768);
});

test('a record under the goal leaves the goal as the ceiling', () => {
  assert.equal(ceilingOf(80_000, 70_000, 0.02), 80_000);
});
