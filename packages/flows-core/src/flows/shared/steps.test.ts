import { describe, expect, it } from 'vitest';
import { defineSteps, isStepOf } from './steps.ts';

describe('defineSteps', () => {
  it('lists the steps in order, starts at the first and says where Back goes from each', () => {
    const graph = defineSteps({ credentials: null, channel: 'credentials', code: 'channel' });
    expect(graph).toEqual({
      steps: ['credentials', 'channel', 'code'],
      first: 'credentials',
      back: { credentials: null, channel: 'credentials', code: 'channel' },
    });
  });

  it('hands out a frozen graph', () => {
    const graph = defineSteps({ one: null, two: 'one' });
    expect(Object.isFrozen(graph)).toBe(true);
    expect(Object.isFrozen(graph.steps)).toBe(true);
    expect(Object.isFrozen(graph.back)).toBe(true);
  });

  it('refuses a flow without steps', () => {
    expect(() => defineSteps({})).toThrow(/at least one step/);
  });
});

describe('isStepOf', () => {
  it("tells a graph's step names (a ?step= parameter) from anything else", () => {
    const graph = defineSteps({ lookup: null, details: 'lookup' });
    expect(isStepOf(graph, 'details')).toBe(true);
    expect(isStepOf(graph, 'code')).toBe(false);
    expect(isStepOf(graph, 1)).toBe(false);
    expect(isStepOf(graph, undefined)).toBe(false);
  });
});
