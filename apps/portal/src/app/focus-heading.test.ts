import { describe, expect, it } from 'vitest';
import { focusHeading } from './focus-heading.ts';

describe('focusHeading', () => {
  it('focuses a heading, focusable only until focus leaves it', () => {
    const heading = document.createElement('h2');
    const next = document.createElement('button');
    document.body.append(heading, next);
    focusHeading(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    next.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
    // Focused again on the next step, and again only until focus leaves.
    focusHeading(heading);
    expect(document.activeElement).toBe(heading);
    next.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
    heading.remove();
    next.remove();
  });

  it('leaves an element that is focusable on its own as it was', () => {
    const main = document.createElement('main');
    main.tabIndex = -1;
    const next = document.createElement('button');
    document.body.append(main, next);
    focusHeading(main);
    next.focus();
    expect(main.getAttribute('tabindex')).toBe('-1');
    main.remove();
    next.remove();
  });
});
