// The content guide's mechanical part (GUIDE-60): the product's fixed strings, which the guide
// governs not, and the rules of its voice a script can state. Pure data and functions: the
// Storybook's Content guide page renders both lists from this module, and content.mjs applies
// the rules to the portal's and the kit's English copy.

/**
 * The strings the product requirements write out word for word (the shipped portal keeps them
 * as they are, even where they break a rule below). `{name}` is a placeholder.
 */
export const fixedStrings = [
  // Screens and actions
  'Welcome to {type} portal. Here is where you Login.',
  'Welcome to {type} portal. Here is where you Register.',
  'Here is where you Recover your username.',
  'Here is where you change your password.',
  'Sign in with ID',
  'Sign in With Id',
  'Login',
  'Forgot Password?',
  'Forgot Username?',
  'Not Registered as a {type}?',
  'Register Now!!!',
  'Register',
  'Back to Login',
  'Validate and Login',
  'Or',
  'Next',
  'COMPANY DIRECTOR DETAILS',
  'Please add details',
  'Please wait while we load data.',
  // Fields
  'Id Number',
  'Username',
  'Password',
  'Admin Username',
  'Admin Password',
  'Verify Password',
  'Send OTP to',
  'Mobile',
  'Email',
  'Request OTP again in : ',
  'Field is disabled.',
  // Messages
  'ID must be 13 digits long.',
  'not a valid RSA ID number.',
  'Invalid ID Number: {reason}',
  'Invalid Email Address.',
  'Invalid Mobile Number.',
  'Please provide {label}.',
  'Please complete the Captcha verification.',
  'Username is already taken. Please provide a different username.',
  // Toasts
  'An error occurred',
  'Error',
  'Success',
  'Welcome to {product} {TYPE} Portal',
  'Otp Sent Successfully to your {channel}',
  'Username Retrieved Successfully',
  // Password checklist
  'One lower case letter',
  'One number',
  'One upper case letter',
  '8-16 Characters',
  'Password Verified',
];

/** Acronyms written in capitals in running text. */
export const acronyms = ['ID', 'OTP', 'SMS', 'RSA', 'CIPC', 'SBSA', 'PIN', 'SA'];

/**
 * The rules a script can check: `id`, what the guide says (`rule`), a compliant and a breaking
 * example, and `breaks(text)`, true when `text` breaks it. Placeholders (`{name}`) are read as
 * words the caller fills in, never as the text's own.
 */
export const contentRules = [
  {
    id: 'no-exclamation',
    rule: 'No exclamation marks: calm, even when something went well.',
    good: 'Your password has been changed.',
    bad: 'Your password has been changed!',
    breaks: (text) => /!(\s|$)/.test(text),
  },
  {
    id: 'sign-in-not-login',
    rule: "'Sign in' (a verb) and 'sign-in' (a noun), never 'login' or 'log in'.",
    good: 'Sign in with your ID number',
    bad: 'Login with your ID number',
    breaks: (text) => /\blog ?in\b/i.test(withoutPlaceholders(text)),
  },
  {
    id: 'no-successfully',
    rule: "No 'successfully': the past tense says it worked ('Code sent').",
    good: 'We sent the code to 08*****567.',
    bad: 'Code sent successfully.',
    breaks: (text) => /\bsuccessful(ly)?\b/i.test(text),
  },
  {
    id: 'no-shouting',
    rule: 'No words in capitals, but acronyms (ID, OTP, SMS, CIPC …).',
    good: 'Enter your ID number',
    bad: 'Enter your ID NUMBER',
    breaks: (text) =>
      (withoutPlaceholders(text).match(/\b[A-Z]{2,}\b/g) ?? []).some(
        (word) => !acronyms.includes(word),
      ),
  },
  {
    id: 'no-vague-error',
    rule: "Say what happened and what to do: never 'An error occurred', 'Oops' or 'Invalid input'.",
    good: 'The service could not be reached. Please check your connection and try again.',
    bad: 'Oops, an error occurred.',
    breaks: (text) => /\b(error occurred|oops|invalid input|unknown error)\b/i.test(text),
  },
  {
    id: 'code-not-otp',
    rule: "'Code' for the one-time code in running text; 'OTP' only where the fixed strings have it.",
    good: 'Enter the code we sent you',
    bad: 'Enter the OTP we sent you',
    breaks: (text) => /\bOTPs?\b/i.test(withoutPlaceholders(text)),
  },
  {
    id: 'no-click',
    rule: "Words for any device: 'select', 'choose' or 'press', never 'click' or 'tap'.",
    good: 'Select Send a new code by SMS',
    bad: 'Click Send a new code by SMS',
    breaks: (text) => /\b(click|clicks|clicked|clicking|tap|taps|tapped|tapping)\b/i.test(text),
  },
  {
    id: 'no-code-words',
    rule: "No words of the code: 'undefined', 'null', 'NaN', 'exception', an HTTP status.",
    good: 'The service took too long to answer. Please try again.',
    bad: 'Request failed with status 500 (undefined).',
    breaks: (text) => /\b(undefined|null|NaN|exception|status \d{3}|HTTP)\b/.test(text),
  },
];

/** `text` with every `{placeholder}` taken out. */
function withoutPlaceholders(text) {
  return text.replace(/\{\w+\}/g, '');
}

const fixed = new Set(fixedStrings);

/**
 * The rules `text` breaks, by id; none for a fixed string (the product requirements wrote it,
 * the guide does not govern it).
 */
export function brokenRules(text) {
  if (fixed.has(text)) return [];
  return contentRules.filter((rule) => rule.breaks(text)).map((rule) => rule.id);
}
