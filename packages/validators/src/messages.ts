/**
 * Every text the rules can show, keyed by a stable id so a UI can translate it.
 * Requirement texts are kept exactly (capitals and all); the rest are marked "ours" in the README.
 */
export const messages = {
  // the portal's own checks (MSG-6) and the South African ID (RSAID-4)
  'rsaId.error': 'Invalid ID Number: {reason}',
  'rsaId.length': 'ID must be 13 digits long.',
  'rsaId.invalid': 'not a valid RSA ID number.',
  'email.invalid': 'Invalid Email Address.',
  'mobile.invalid': 'Invalid Mobile Number.',
  'form.provide': 'Please provide {label}.',
  'captcha.required': 'Please complete the Captcha verification.',
  // toasts and outcomes (MSG-1, MSG-4, MSG-7)
  'toast.errorTitle': 'An error occurred',
  'toast.error': 'Error',
  'toast.success': 'Success',
  'username.taken': 'Username is already taken. Please provide a different username.',
  'toast.welcome': 'Welcome to {product} {TYPE} Portal',
  'otp.sent': 'Otp Sent Successfully to your {channel}',
  'username.retrieved': 'Username Retrieved Successfully',
  // screen messages (MSG-11)
  'loading.data': 'Please wait while we load data.',
  'otp.resendIn': 'Request OTP again in : ',
  'field.disabled': 'Field is disabled.',
  'form.addDetails': 'Please add details',
  // the password requirements checklist (RULES-6)
  'password.lowercase': 'One lower case letter',
  'password.number': 'One number',
  'password.uppercase': 'One upper case letter',
  'password.length': '8-16 Characters',
  'password.special': 'One special character',
  'password.verified': 'Password Verified',
  // ours: field-level messages of the form schemas
  'field.required': 'This field is required.',
  'field.maxLength': 'Must be at most {max} characters.',
  'field.alphanumeric': "Use only letters, digits, spaces and _ @ ' . / # & + -",
  'password.pattern':
    'Password must be at least 8 characters with an upper case letter, a lower case letter, a number and one of #?!@$%^&*-',
  'password.mismatch': 'Passwords do not match.',
  'otp.invalid': 'The OTP must be 6 digits.',
  'channel.invalid': 'Please choose Mobile or Email.',
  'terms.required': 'Please accept the terms and conditions.',
  'terms.invalid': 'Terms and conditions must be Yes or No.',
  'role.invalid': 'Unknown portal role.',
  'identifier.required': 'Please provide an ID number or a username.',
  'form.invalid': 'The form could not be read.',
  'field.controlCharacters':
    'Remove the hidden characters (tabs, line breaks and the like) from this field.',
} as const;

/** The id of one catalogue message. */
export type MessageId = keyof typeof messages;

/** Texts keyed by id, English unless replaced (a translation loaded at start). */
export interface TextCatalogue<Id extends string> {
  /** The text of `id` in use, placeholders unfilled. */
  text(id: Id): string;
  /**
   * The text of `id` in use with each `{name}` replaced by `params[name]`. A placeholder without
   * a value stays as written, so a missing parameter is visible, never 'undefined'.
   */
  format(id: Id, params?: Record<string, string>): string;
  /**
   * Replaces texts; an id that `texts` leaves out, gives blank or gives as a non-string keeps its
   * English text. Called with no argument it goes back to English.
   */
  set(texts?: Readonly<Partial<Record<string, string>>>): void;
}

const placeholder = /\{(\w+)\}/g;

/** A catalogue over `english` whose texts can be replaced; validators and flows-core use one each. */
export function createTextCatalogue<Id extends string>(
  english: Readonly<Record<Id, string>>,
): TextCatalogue<Id> {
  let active = english;
  return {
    text: (id) => active[id],
    format: (id, params = {}) =>
      active[id].replace(placeholder, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      ),
    set(texts = {}) {
      const next: Record<string, string> = { ...english };
      for (const id of Object.keys(english)) {
        const text = texts[id];
        if (typeof text === 'string' && text.trim() !== '') next[id] = text;
      }
      active = Object.freeze(next) as Record<Id, string>;
    },
  };
}

const catalogue = /* @__PURE__ */ createTextCatalogue(messages);

/**
 * Replaces the texts of the catalogue, e.g. with a translation loaded at start; an id that
 * `texts` leaves out (or gives as blank) keeps its English text. Every later message uses them:
 * the schemas read their texts when they validate, not when they are built.
 * Call it with no argument to go back to English.
 */
export const setMessageTexts: TextCatalogue<MessageId>['set'] = catalogue.set;

/** The text of `id` in use, placeholders unfilled. */
export const messageText: TextCatalogue<MessageId>['text'] = catalogue.text;

/**
 * The text of `id` in use (English unless `setMessageTexts` replaced it) with each `{name}`
 * replaced by `params[name]`. A placeholder without a value stays as written, so a missing
 * parameter is visible, never 'undefined'.
 */
export const formatMessage: TextCatalogue<MessageId>['format'] = catalogue.format;

/**
 * A zod error parameter that reads the text of `id` when a check fails, so schemas built at
 * module scope follow `setMessageTexts`.
 */
export function errorText(id: MessageId, params?: Record<string, string>): { error: () => string } {
  return { error: () => formatMessage(id, params) };
}
