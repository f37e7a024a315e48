import { expect, type Page, test } from '@playwright/test';
import { openPreview, renderStory, stories } from './stories.ts';

// TOKENS-3: in a forced-colours mode (Windows' contrast themes, emulated by Chromium) every
// interactive component keeps its states: disabled in the system's grey, an error marked by a
// double border (not by colour alone), keyboard focus in the system's highlight, and what is
// chosen in the system's selection colours; a button that is only a glyph (a close button) keeps
// an edge in the system's button colour, so it still reads as a button. Each state is read from
// the component's own story.

/**
 * What each state story of a component shows, and the elements of it that are in the state (in
 * the story's root, or anywhere in the page for a portalled one: a dialog).
 */
type Check = {
  story: string;
  state: 'disabled' | 'invalid' | 'focus' | 'selected' | 'button';
  in: string;
  portalled?: true;
};

const disabled = (target: string): Check => ({ story: 'Disabled', state: 'disabled', in: target });
const invalid = (target: string): Check => ({ story: 'Invalid', state: 'invalid', in: target });
const focus: Check = { story: 'Focus', state: 'focus', in: '*' };

const textInput = 'input:not([type="hidden"])';
const checks: Record<string, Check[]> = {
  'Actions/Button': [disabled('button'), focus],
  'Actions/Native elements': [focus],
  'Fields/TextField': [disabled(textInput), invalid(textInput), focus],
  'Fields/PasswordField': [disabled(textInput), invalid(textInput), focus],
  'Fields/NumberField': [disabled(textInput), invalid(textInput), focus],
  'Fields/DateField': [disabled(textInput), invalid(textInput), focus],
  'Fields/MobileField': [disabled(textInput), invalid(textInput), focus],
  'Fields/Autocomplete': [disabled(textInput), invalid(textInput), focus],
  'Fields/Select': [disabled('button[role="combobox"]'), invalid('button[role="combobox"]'), focus],
  'Fields/Checkbox': [
    disabled('button[role="checkbox"]'),
    invalid('button[role="checkbox"]'),
    focus,
    { story: 'Checked', state: 'selected', in: 'button[role="checkbox"]' },
  ],
  'Fields/RadioGroup': [disabled('button[role="radio"]'), invalid('button[role="radio"]'), focus],
  'Fields/ChannelPicker': [
    disabled('button[role="radio"]'),
    invalid('button[role="radio"]'),
    focus,
    { story: 'Mobile Chosen', state: 'selected', in: 'button[role="radio"] > span' },
  ],
  'Fields/OtpInput': [disabled('[data-disabled="true"] > span'), focus],
  'Fields/Captcha': [
    focus,
    { story: 'Development Verified', state: 'selected', in: 'button[data-state="verified"]' },
  ],
  'Feedback/Toaster': [{ story: 'Error Toast', state: 'button', in: 'li button' }],
  'Overlays/Dialog': [
    { story: 'Open', state: 'button', in: '[role="dialog"] button', portalled: true },
  ],
};

/** The system colours of the emulated mode, as computed values (`rgb(...)`). */
async function systemColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const read = (value: string) => {
      probe.style.color = value;
      return getComputedStyle(probe).color;
    };
    const colours = {
      grayText: read('GrayText'),
      highlight: read('Highlight'),
      buttonText: read('ButtonText'),
    };
    probe.remove();
    return colours;
  });
}

/** The computed look of each element of the story matching `selector`. */
function looksOf(page: Page, check: Check) {
  return page.evaluate(
    ({ target, portalled, state }) => {
      // Whether a control reads as a button is not about focus: a dialog focuses its button on
      // opening, and the mode draws a focused button's edge in the highlight.
      if (state === 'button' && document.activeElement instanceof HTMLElement) {
        document.activeElement.blur();
      }
      const root = portalled ? document.body : document.getElementById('storybook-root');
      return [...(root?.querySelectorAll<HTMLElement>(target) ?? [])].map((element) => {
        const style = getComputedStyle(element);
        return {
          color: style.color,
          border: style.borderTopColor,
          borderStyle: style.borderTopStyle,
          borderWidth: style.borderTopWidth,
          background: style.backgroundColor,
          outlineStyle: style.outlineStyle,
          outline: style.outlineColor,
        };
      });
    },
    { target: check.in, portalled: check.portalled ?? false, state: check.state },
  );
}

test.describe('forced colours', () => {
  test.describe.configure({ mode: 'default' });
  let page: Page;
  let system: { grayText: string; highlight: string; buttonText: string };
  test.beforeAll(async ({ browser }) => {
    page = await openPreview(browser, { theme: 'light' }, { forcedColors: 'active' });
    system = await systemColours(page);
  });
  test.afterAll(() => page.context().close());

  test('the emulated mode is on, its grey and highlight apart', async () => {
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(system.grayText).not.toBe(system.highlight);
  });

  for (const [title, list] of Object.entries(checks)) {
    test(`${title}: ${list.map((check) => check.state).join(', ')}`, async () => {
      for (const check of list) {
        const story = stories.find((each) => each.title === title && each.name === check.story);
        expect(story, `${title} / ${check.story}`).toBeDefined();
        expect(await renderStory(page, story?.id ?? '')).toEqual({ ok: true });
        // The pseudo-states addon sets a focus story's state a tick after it renders.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
        );
        const looks = await looksOf(page, check);
        const label = `${title} / ${check.story} (${check.state})`;
        if (check.state === 'focus') {
          const rings = looks.filter((look) => look.outlineStyle !== 'none');
          expect(rings.length, `${label}: a focus ring`).toBeGreaterThan(0);
          for (const ring of rings) expect(ring.outline, label).toBe(system.highlight);
          continue;
        }
        expect(looks.length, `${label}: elements in the state`).toBeGreaterThan(0);
        for (const look of looks) {
          if (check.state === 'disabled') {
            expect({ color: look.color, border: look.border }, label).toEqual({
              color: system.grayText,
              border: system.grayText,
            });
          } else if (check.state === 'invalid') {
            expect(look.borderStyle, label).toBe('double');
          } else if (check.state === 'button') {
            expect({ style: look.borderStyle, colour: look.border }, label).toEqual({
              style: 'solid',
              colour: system.buttonText,
            });
            expect(look.borderWidth, label).not.toBe('0px');
          } else {
            expect(look.background, label).toBe(system.highlight);
          }
        }
      }
    });
  }
});
