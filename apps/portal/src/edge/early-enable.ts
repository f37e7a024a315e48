// When a first step's button may be pressed before the takeover: the start script enables it
// once the waiting form's `data-enable-when` rule holds, so a press then is kept (early-submit.ts)
// instead of landing on a dead button. A rule is flows-core's `canSubmit` of the step (SIGNIN-4,
// SIGNIN-ADMIN-2, IDLOGIN-3, RECOVER-USERNAME-3, RECOVER-PASSWORD-3, REG-CUSTOMER-2, REG-GROUP-4)
// in the start script's terms: field names that must hold more than blanks, alternatives joined
// by `|`, and `@captcha` for the captcha, which no one can solve before the takeover (the real
// widget needs its own script; the development stand-in is not kept either), so a rule with it
// waits for the takeover. Steps make theirs from their declared fields (step-form.tsx's `stepRule`, the
// registration forms' `requiredOn`); early-enable.test.ts holds each rule to the flow.

/** Password recovery's first step: an ID number or a username (`canSubmitForgotPassword`). */
export const forgotPasswordRule = 'idNumber|username';

/** The rule of a step whose required fields are `names`, with the captcha when it has one. */
export function ruleOf(names: readonly string[], { captcha }: { captcha: boolean }): string {
  return [...names, ...(captcha ? [captchaNeed] : [])].join(' ');
}

/** The captcha's name in a rule: never met before the takeover. */
export const captchaNeed = '@captcha';

/**
 * Whether `rule` holds before the takeover: every need is met, a need being field names joined
 * by `|` of which one must be `filled`; `@captcha` is not.
 */
export function ruleHolds(rule: string, filled: (name: string) => boolean): boolean {
  return rule
    .split(' ')
    .every((need) => need.split('|').some((name) => name !== captchaNeed && filled(name)));
}

/**
 * Shows `form`'s submit buttons enabled or not as React renders them: aria-disabled, so a button
 * stays in the Tab order, and its hint shown while it waits (GUIDE-15).
 */
export function markButtons(form: ParentNode, ready: boolean): void {
  for (const button of form.querySelectorAll('button[type=submit]')) {
    if (ready) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
    button.setAttribute('data-state', ready ? 'idle' : 'disabled');
    const hint = button.ownerDocument.getElementById(button.getAttribute('aria-describedby') ?? '');
    if (hint) hint.hidden = ready;
  }
}
