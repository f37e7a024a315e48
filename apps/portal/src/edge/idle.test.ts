import { describe, expect, it } from 'vitest';
import { preloadInOrder } from './idle.ts';

describe('preloadInOrder', () => {
  it('starts each load once the one before has finished, and goes on after a failure', async () => {
    const events: string[] = [];
    const load =
      (name: string, fails = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        if (fails) throw new Error(`${name} could not load`);
      };
    await preloadInOrder([load('checks'), load('next step', true), load('code step')]);
    expect(events).toEqual([
      'start checks',
      'end checks',
      'start next step',
      'end next step',
      'start code step',
      'end code step',
    ]);
  });
});
