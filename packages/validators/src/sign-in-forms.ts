import type { FieldDeclaration } from './declare-form.ts';
import { declareForm } from './declare-form.ts';

// The sign-in and recovery forms (SIGNIN, SIGNIN-ADMIN, IDLOGIN, RECOVER-USERNAME,
// RECOVER-PASSWORD), declared once like the registration forms: their schemas (forms.ts), the
// flows' values and empty values, and the fields each first step renders all come from here.
// The captcha's token, the channel and the code are values too, drawn by their own parts of a
// step (the captcha, the channel step, the code step), so no step lists them.

/** What every flow with a captcha and a code step carries besides what is typed. */
const codeSteps = {
  captchaResponse: { rule: 'captchaResponse', kind: 'text' },
  preferredComm: { rule: 'preferredComm', kind: 'check', optional: true },
  otp: { rule: 'otp', kind: 'text', optional: true },
} as const satisfies Record<string, FieldDeclaration>;

/** An ID number typed on step `step` (GUIDE-20: the number keypad). */
const idNumberOn = <const Step extends string>(step: Step) =>
  ({
    rule: 'idNumber',
    label: 'Id Number',
    kind: 'text',
    steps: [step],
    inputMode: 'numeric',
  }) as const satisfies FieldDeclaration;

/**
 * Username sign-in (SIGNIN-3); the username field also offers passkeys in the browser's autofill
 * (PASSKEY-4).
 */
export const loginForm = /* @__PURE__ */ declareForm({
  username: {
    rule: 'loginUsername',
    label: 'Username',
    kind: 'text',
    steps: ['credentials'],
    autoComplete: 'username webauthn',
  },
  password: {
    rule: 'loginPassword',
    label: 'Password',
    kind: 'password',
    steps: ['credentials'],
    autoComplete: 'current-password',
  },
  ...codeSteps,
});

/** Admin sign-in (SIGNIN-ADMIN-1): the user's username, then the admin's own; no code. */
export const adminLoginForm = /* @__PURE__ */ declareForm({
  username: { rule: 'loginUsername', label: 'Username', kind: 'text', steps: ['credentials'] },
  adminUsername: {
    rule: 'adminUsername',
    label: 'Admin Username',
    kind: 'text',
    steps: ['credentials'],
    autoComplete: 'username',
  },
  adminPassword: {
    rule: 'adminPassword',
    label: 'Admin Password',
    kind: 'password',
    steps: ['credentials'],
    autoComplete: 'current-password',
  },
  captchaResponse: codeSteps.captchaResponse,
});

/** Sign in with the ID number (IDLOGIN-3). */
export const idLoginForm = /* @__PURE__ */ declareForm({
  idNumber: idNumberOn('idNumber'),
  ...codeSteps,
});

/** Recover a username (RECOVER-USERNAME-3): the ID number; the captcha is the service's choice. */
export const forgotUsernameForm = /* @__PURE__ */ declareForm({
  idNumber: idNumberOn('idNumber'),
  ...codeSteps,
  captchaResponse: { ...codeSteps.captchaResponse, optional: true },
});

/**
 * Reset a password (RECOVER-PASSWORD-3, RECOVER-PASSWORD-4): an ID number or a username (typing
 * one hides the other), then the new password twice beside the code (verify up to 55 characters).
 */
export const forgotPasswordForm = /* @__PURE__ */ declareForm(
  {
    idNumber: { ...idNumberOn('identifier'), optional: true },
    username: {
      rule: 'loginUsername',
      label: 'Username',
      kind: 'text',
      steps: ['identifier'],
      optional: true,
      autoComplete: 'username',
    },
    password: {
      rule: 'password',
      label: 'New Password',
      labelKey: 'newPassword',
      kind: 'password',
      steps: ['reset'],
      autoComplete: 'new-password',
    },
    verifyPassword: {
      rule: 'verifyPasswordReset',
      label: 'Verify Password',
      kind: 'password',
      steps: ['reset'],
      autoComplete: 'new-password',
    },
    ...codeSteps,
  },
  { oneOf: ['idNumber', 'username'], sameAs: ['password', 'verifyPassword'] },
);
