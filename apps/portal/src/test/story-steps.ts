// The steps play functions take on a portal screen, as a person does: find by role and label,
// type, click. Dialogs and toasts render in portals, so queries look at the whole document.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import english from '../../public/i18n/en.json';
import { isLanguage } from '../i18n/language.ts';
import { storyCatalogues } from './screen-story.tsx';

const keyOfEnglish = new Map(Object.entries(english).map(([key, text]) => [text, key]));

/**
 * `text`, written in English as the catalogue has it, in the language the story shows (the
 * toolbar's, on <html lang>), so the walks below play in every language. Text the catalogue does
 * not hold (typed values) stays as it is.
 */
export function shown(text: string, document: Document = globalThis.document): string {
  const language = document.documentElement.lang.split('-')[0];
  const key = keyOfEnglish.get(text);
  if (!key || !isLanguage(language)) return text;
  return storyCatalogues[language][key] ?? text;
}

/** Queries over the story's document (the screen, its dialogs and its toasts). */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

type Page = ReturnType<typeof page>;

/** The label `label`, followed by the required asterisk or not. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/** Types `text` into the field labelled `label` (text, password or code). */
export async function fill(screen: Page, label: string, text: string) {
  const field = await screen.findByLabelText(labelled(shown(label)), { selector: 'input' });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** A name that starts with `text` (a resend button's second line, a channel's destination). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Waits until `button` can be pressed (a waiting button stays focusable: aria-disabled). */
export async function expectPressable(button: HTMLElement) {
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
}

/** True-to-life check that `button` waits: focusable, but aria-disabled (GUIDE-15). */
export async function expectWaiting(button: HTMLElement) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
}

/** Presses the button named `name` once it can be pressed. */
export async function press(screen: Page, name: string) {
  const button = await screen.findByRole('button', { name: shown(name) });
  await expectPressable(button);
  await userEvent.click(button);
}

/** Clicks the development captcha stand-in (no site key outside production). */
export async function resolveCaptcha(screen: Page) {
  await press(screen, 'Development captcha: select to verify');
}

/** Waits until the step heading reads `title`. */
export async function expectStep(screen: Page, title: string) {
  await expect(await screen.findByRole('heading', { level: 2, name: shown(title) })).toBeVisible();
}

/** Step 1 of every code flow: picks `channel` and presses Next. */
export async function sendCodeBy(screen: Page, channel: 'Mobile' | 'Email') {
  await userEvent.click(await screen.findByRole('radio', { name: startsWith(shown(channel)) }));
  await press(screen, 'Next');
}

/** Types a six-digit code; the sixth digit submits it. */
export async function typeCode(screen: Page, code = '123456') {
  await fill(screen, '6-digit code', code);
}

/** Step 0 of a code flow: the fields a person fills, the captcha if it has one, the button. */
export type FirstStep = {
  fields: ReadonlyArray<readonly [label: string, text: string]>;
  captcha?: boolean;
  submit: string;
};

/** Fills step 0 and submits it; ends on the channel step. */
export async function walkToChannelStep(screen: Page, { fields, captcha, submit }: FirstStep) {
  for (const [label, text] of fields) await fill(screen, label, text);
  if (captcha) await resolveCaptcha(screen);
  await press(screen, submit);
  await expectStep(screen, 'Where should we send your code?');
}

/** Steps 0 and 1: ends on the code step, titled `codeStep`, with the code sent by `channel`. */
export async function walkToCodeStep(
  screen: Page,
  first: FirstStep,
  {
    channel = 'Mobile',
    codeStep = 'Enter the code we sent you',
  }: { channel?: 'Mobile' | 'Email'; codeStep?: string } = {},
) {
  await walkToChannelStep(screen, first);
  await sendCodeBy(screen, channel);
  await expectStep(screen, codeStep);
}
