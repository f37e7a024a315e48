import { describe, expect, it } from 'vitest';
import { focusRing } from '../shared/focus.css.ts';
import { baseRule, primaryRule } from './button-rules.ts';

// The rules Button's classes and the kit's buttonLink are built from (read at build time, so the
// component tests in jsdom never see them applied): the states a designer checks in Storybook.
describe('button rules', () => {
  const selectors = baseRule.selectors ?? {};

  it('show keyboard focus with the kit’s ring', () => {
    expect(selectors['&:focus-visible']).toEqual(focusRing);
  });

  it('give a pixel and darken their top edge when pressed, unless the button is disabled', () => {
    const [pressed, rule] =
      Object.entries(selectors).find(([selector]) => selector.startsWith('&:active')) ?? [];
    expect(pressed).toContain(':not([aria-disabled="true"])');
    expect(rule).toEqual({
      transform: 'translateY(1px)',
      boxShadow: expect.stringMatching(/^inset 0 3px 0 var\(--color-scrim/),
    });
  });

  it('darken the primary look under the pointer', () => {
    expect(Object.keys(primaryRule.selectors ?? {})).toContain(
      '&:hover:not([aria-disabled="true"])',
    );
  });
});
