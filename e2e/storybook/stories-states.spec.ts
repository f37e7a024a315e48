import { expect, type Page, test } from '@playwright/test';
import { openPreview, renderStory, stories } from './stories.ts';

// Every interactive component shows its states as stories (GUIDE-54): the pointer over it,
// keyboard focus (the kit's ring) and, for what is pressed, a press; every text-like field
// read-only too.
// storybook-addon-pseudo-states forces each state with classes on the story's root.

/** The interactive components and the state stories each has. */
const interactive: Record<string, readonly string[]> = {
  'Actions/Button': ['Hover', 'Focus', 'Active'],
  'Actions/Native elements': ['Hover', 'Focus', 'Active'],
  'Fields/TextField': ['Hover', 'Focus', 'Read Only'],
  'Fields/PasswordField': ['Hover', 'Focus', 'Read Only'],
  'Fields/NumberField': ['Hover', 'Focus', 'Read Only'],
  'Fields/DateField': ['Hover', 'Focus', 'Read Only'],
  'Fields/MobileField': ['Hover', 'Focus', 'Read Only'],
  'Fields/Autocomplete': ['Hover', 'Focus'],
  'Fields/Select': ['Hover', 'Focus'],
  'Fields/Checkbox': ['Hover', 'Focus'],
  'Fields/RadioGroup': ['Hover', 'Focus'],
  'Fields/ChannelPicker': ['Hover', 'Focus'],
  'Fields/OtpInput': ['Focus'],
  'Fields/Captcha': ['Focus'],
};

const storyOf = (title: string, name: string) =>
  stories.find((story) => story.title === title && story.name === name);

test('every interactive component has its state stories', () => {
  const missing = Object.entries(interactive).flatMap(([title, names]) =>
    names.filter((name) => !storyOf(title, name)).map((name) => `${title} / ${name}`),
  );
  expect(missing).toEqual([]);
});

/**
 * The look of every element of the story (borders, fills, text, outline, offset) with the
 * addon's forced state, and without it: the state's classes taken off the root for the reading.
 */
function looksWithAndWithoutState(page: Page, only?: { classes: string; moveAside: boolean }) {
  return page.evaluate((taken) => {
    const root = document.getElementById('storybook-root');
    if (!root) return { forced: '', plain: '' };
    const read = () =>
      [...root.querySelectorAll('*')]
        .map((element) => {
          const style = getComputedStyle(element);
          return [
            style.borderColor,
            style.backgroundColor,
            style.color,
            style.textDecorationLine,
            // A pixel's move alone is not a look of its own (Hover beside Active).
            taken?.moveAside ? '' : style.transform,
            style.boxShadow,
            style.outlineStyle,
          ].join(' ');
        })
        .join('\n');
    const forced = read();
    const state = [...root.classList].filter(
      (name) => name.startsWith('pseudo-') && (!taken || name.includes(taken.classes)),
    );
    root.classList.remove(...state);
    const plain = read();
    root.classList.add(...state);
    return { forced, plain };
  }, only);
}

test.describe('state stories', () => {
  // In order in one worker, one page for them all.
  test.describe.configure({ mode: 'default' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await openPreview(browser, { theme: 'light' });
  });
  test.afterAll(() => page.context().close());

  test('a read-only field has its own look, neither the editable nor the disabled one', async () => {
    const lookOf = async (name: string) => {
      const story = storyOf('Fields/TextField', name);
      expect(story).toBeDefined();
      expect(await renderStory(page, story?.id ?? '')).toEqual({ ok: true });
      return page.locator('#storybook-root input').evaluate((input) => {
        const style = getComputedStyle(input);
        return `${style.backgroundColor} ${style.borderStyle}`;
      });
    };
    const readOnly = await lookOf('Read Only');
    expect(readOnly).not.toBe(await lookOf('Default'));
    expect(readOnly).not.toBe(await lookOf('Disabled'));
  });

  test('a story shown after a state story is at rest', async () => {
    const [focus, rest] = [
      storyOf('Fields/TextField', 'Focus'),
      storyOf('Portal/Landing', 'Landing'),
    ];
    expect(await renderStory(page, focus?.id ?? '')).toEqual({ ok: true });
    expect(await renderStory(page, rest?.id ?? '')).toEqual({ ok: true });
    // The addon sets its classes a tick after the story renders.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
    const forced = await page.evaluate(() =>
      [...(document.getElementById('storybook-root')?.classList ?? [])].filter((name) =>
        name.startsWith('pseudo-'),
      ),
    );
    expect(forced).toEqual([]);
  });

  for (const [title, names] of Object.entries(interactive)) {
    test(`${title}: focus shows the kit's ring`, async () => {
      const story = storyOf(title, 'Focus');
      expect(story).toBeDefined();
      expect(await renderStory(page, story?.id ?? '')).toEqual({ ok: true });
      // The ring of shared/focus.css.ts in the light theme's focus colour (#6d28d9).
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('#storybook-root *')].some((element) => {
              const style = getComputedStyle(element);
              return (
                style.outlineStyle === 'solid' &&
                style.outlineWidth === '3px' &&
                style.outlineColor === 'rgb(109, 40, 217)'
              );
            }),
          ),
        )
        .toBe(true);
    });

    for (const name of names.filter((state) => state === 'Hover' || state === 'Active')) {
      test(`${title}: the ${name.toLowerCase()} story looks other than at rest${name === 'Active' && names.includes('Hover') ? ' and than hover' : ''}`, async () => {
        const story = storyOf(title, name);
        expect(story).toBeDefined();
        expect(await renderStory(page, story?.id ?? '')).toEqual({ ok: true });
        await expect
          .poll(async () => {
            const { forced, plain } = await looksWithAndWithoutState(page);
            return forced !== plain;
          })
          .toBe(true);
        if (name !== 'Active' || !names.includes('Hover')) return;
        // A press looks other than the pointer over it: the Active story forces hover and
        // active, so take only active off for the reading, and count colours, fills and
        // shadows, not the pixel a press moves the button by.
        await expect
          .poll(async () => {
            const { forced, plain } = await looksWithAndWithoutState(page, {
              classes: 'active',
              moveAside: true,
            });
            return forced !== plain;
          })
          .toBe(true);
      });
    }
  }
});
