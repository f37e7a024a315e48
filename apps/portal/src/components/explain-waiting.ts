import type { Translate } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';

// What a press on a waiting button does (GUIDE-15): loaded by the first such press, so no page
// carries it before.

/** What is missing, said in the rules' words, for the values that are not typed into a field. */
const sayings: Readonly<Record<string, MessageKey>> = {
  captchaResponse: 'rules.captcha.required',
  preferredComm: 'rules.channel.invalid',
  termsConditions: 'rules.terms.required',
  identifier: 'rules.identifier.required',
  otp: 'hint.code',
  newCode: 'hint.codeExpired',
};

const focusable = 'button, iframe, input:not([type="hidden"]), [tabindex]';

/**
 * The control of `form` that takes what `missing` names: a part marked `data-waiting-for` (the
 * captcha, the resend buttons), the first field for `identifier` (either one will do), otherwise
 * the control named `missing`. A Radix radio or checkbox names only its hidden form input, so
 * its control is the radio group's first radio or the button beside the input.
 */
function controlOf(form: HTMLFormElement, missing: string): HTMLElement | null {
  const part = form.querySelector(`[data-waiting-for="${missing}"]`);
  if (part) return part.querySelector<HTMLElement>(focusable);
  if (missing === 'identifier') return form.querySelector<HTMLElement>('input:not([aria-hidden])');
  const named = form.querySelector<HTMLElement>(`[name="${missing}"]`);
  if (named === null || named.getAttribute('aria-hidden') !== 'true') return named;
  const group = named.closest('[role="radiogroup"]');
  if (group) return group.querySelector<HTMLElement>('[role="radio"]');
  return named.parentElement?.querySelector<HTMLElement>('button') ?? null;
}

/** A field's label as read, without its marks (the '*' is hidden from screen readers). */
function labelOf(control: HTMLElement | null): string {
  const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
  if (!label) return '';
  const copy = label.cloneNode(true) as HTMLElement;
  for (const mark of copy.querySelectorAll('[aria-hidden="true"]')) mark.remove();
  return copy.textContent?.trim() ?? '';
}

/**
 * Puts focus on what `missing` names in `form` and returns what to say: 'Please provide
 * {label}.' for a field, the rules' own sentence for the captcha, the channel, the terms and the
 * password reset's identifier, and the code step's hint for the code.
 */
export function explainWaiting(form: HTMLFormElement, missing: string, t: Translate): string {
  const control = controlOf(form, missing);
  control?.focus();
  const saying = sayings[missing];
  if (saying) return t(saying);
  const label = labelOf(control);
  return label === '' ? t('hint.fields') : t('rules.form.provide', { label });
}
