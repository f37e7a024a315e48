import { describe, expect, it } from 'vitest';
import { defineSteps, isStepOf, moveFrom, moveOn, stepWith } from './steps.ts';

const signIn = defineSteps({
  credentials: { role: 'first', verb: 'signIn', next: { checked: 'channel' } },
  channel: { role: 'channel', verb: 'chooseChannel', back: 'credentials', next: { sent: 'code' } },
  code: { role: 'code', verb: 'submitCode', back: 'channel', next: { verified: 'done' } },
  done: { role: 'done' },
});

describe('defineSteps', () => {
  it('lists the steps in order, starts at the first, and says each one’s role, verb and moves', () => {
    expect(signIn).toEqual({
      steps: ['credentials', 'channel', 'code', 'done'],
      first: 'credentials',
      back: { credentials: null, channel: 'credentials', code: 'channel', done: null },
      role: { credentials: 'first', channel: 'channel', code: 'code', done: 'done' },
      verb: {
        credentials: 'signIn',
        channel: 'chooseChannel',
        code: 'submitCode',
        done: undefined,
      },
      title: { credentials: undefined, channel: undefined, code: undefined, done: undefined },
      next: {
        credentials: { checked: 'channel' },
        channel: { sent: 'code' },
        code: { verified: 'done' },
        done: {},
      },
    });
  });

  it('hands out a frozen graph', () => {
    expect(Object.isFrozen(signIn)).toBe(true);
    expect(Object.isFrozen(signIn.steps)).toBe(true);
    expect(Object.isFrozen(signIn.back)).toBe(true);
    expect(Object.isFrozen(signIn.next)).toBe(true);
    expect(Object.isFrozen(signIn.next.channel)).toBe(true);
  });

  it('refuses a flow without steps', () => {
    expect(() => defineSteps({})).toThrow(/at least one step/);
  });
});

describe('moves', () => {
  it('moves on where the declaration says, by what happened', () => {
    expect(moveFrom(signIn, 'credentials', 'checked')).toBe('channel');
    expect(moveFrom(signIn, 'channel', 'sent')).toBe('code');
    expect(moveOn({ graph: signIn, step: 'code' }, 'verified')).toEqual({ step: 'done' });
  });

  it('stays where the step declares no such move (a code resent from the code step)', () => {
    expect(moveFrom(signIn, 'code', 'sent')).toBe('code');
    expect(moveOn({ graph: signIn, step: 'credentials' }, 'taken')).toEqual({
      step: 'credentials',
    });
  });

  it('finds a step by its role', () => {
    expect(stepWith(signIn, 'code')).toBe('code');
    expect(stepWith(signIn, 'username')).toBeUndefined();
  });
});

describe('isStepOf', () => {
  it("tells a graph's step names (a ?step= parameter) from anything else", () => {
    expect(isStepOf(signIn, 'channel')).toBe(true);
    expect(isStepOf(signIn, 'username')).toBe(false);
    expect(isStepOf(signIn, 1)).toBe(false);
    expect(isStepOf(signIn, undefined)).toBe(false);
  });
});
