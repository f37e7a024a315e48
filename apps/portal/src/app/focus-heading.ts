/**
 * Moves focus to a heading so a screen reader announces where the person now is (a new screen, a
 * new step), as GOV.UK Frontend's `setFocus` does for a skip link's target: the heading is made
 * focusable (`tabindex="-1"`) only until focus leaves it, so it never becomes a stop of its own,
 * and its styles draw no ring on it (`:focus { outline: none }`): it is not a control, nothing
 * happens if a key is pressed on it, and a keyboard user's next Tab goes on from it.
 */
export function focusHeading(heading: HTMLElement, options?: FocusOptions): void {
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
  }
  heading.focus(options);
}
