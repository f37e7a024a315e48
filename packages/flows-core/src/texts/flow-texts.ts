import {
  adminLoginForm,
  customerRegistrationForm,
  dealerGroupRegistrationForm,
  dealerRegistrationForm,
  forgotPasswordForm,
  forgotUsernameForm,
  idLoginForm,
  labelTexts,
  loginForm,
} from '@forecourt/validators/forms';

/**
 * The texts flows-core adds to the rules' texts (validators' `messages`) in English: transport
 * failures (MSG-8), the refused redirect (REDIRECT-3), the forms' field labels (REG-13,
 * named in 'Please provide {label}.'). Keyed by id (`FlowTextId`) so an app can translate them.
 */
const ownTexts = {
  'transport.network':
    'The service could not be reached. Please check your connection and try again.',
  'transport.timeout': 'The service took too long to answer. Please try again.',
  'transport.notJson': 'The service sent a reply that could not be read. Please try again later.',
  'transport.invalidReply': 'The service sent an unexpected reply. Please try again later.',
  'transport.rateLimited': 'Too many attempts. Please try again in {seconds} seconds.',
  'transport.unavailable':
    'The portal could not load what it needs to continue. Please check your connection and try again.',
  // The service refused the app's client token: a deployment fault, never the person's.
  'transport.clientUnauthorized':
    'This app is not set up to reach the sign-in service. This is not something you did: please try again later, or contact support if it keeps happening.',
  'otp.alreadySent':
    'A code was already sent to your {channel}. Enter it, or request a new one when the timer ends.',
  'redirect.refused': 'We could not open your portal. Please contact support.',
  // Each flow's step titles, named in its declaration (`title`).
  'login.step.credentials': 'Enter your username and password',
  'login.step.adminCredentials': 'Enter your username and the admin credentials',
  'login.step.channel': 'Where should we send your code?',
  'login.step.otp': 'Enter the code we sent you',
  'login.step.passkeyOffer': 'Sign in faster next time',
  'idLogin.step.idNumber': 'Enter your ID number',
  'forgotUsername.step.idNumber': 'Enter your ID number',
  'forgotUsername.step.done': 'Your username',
  'forgotPassword.step.identify': 'Enter your ID number or your username',
  'forgotPassword.step.otp': 'Enter the code and your new password',
  'forgotPassword.step.done': 'Your password has been changed',
  'register.step.idNumber': 'Enter your ID number',
  'register.step.details': 'Your details',
  'register.step.company': 'Company details',
  'register.step.director': 'Director sign-in details',
  'register.step.username': 'Choose a different username',
  'register.step.otp': 'Enter the code we sent you',
  // Passkeys (deliberate deviation 4): what the browser's ceremony said, and the offer's outcome.
  'passkey.notAllowed':
    'The passkey was not used: it was cancelled, or this device did not allow it. Try again, or sign in with a code.',
  'passkey.unsupported': 'This browser cannot use passkeys here. Please sign in with a code.',
  'passkey.created': 'Your passkey is ready: next time, sign in with it.',
  // A channel inside a sentence ('sent to your mobile') and as a choice ('Send OTP to: Mobile').
  'channel.mobile': 'mobile',
  'channel.email': 'email',
  'option.mobile': 'Mobile',
  'option.email': 'Email',
} as const;

/**
 * The field labels, `label.<name>`: English in the forms' declarations (validators'
 * registration-forms.ts and sign-in-forms.ts), one per label name.
 */
const labels = /* @__PURE__ */ labelTexts(
  customerRegistrationForm,
  dealerRegistrationForm,
  dealerGroupRegistrationForm,
  loginForm,
  adminLoginForm,
  idLoginForm,
  forgotUsernameForm,
  forgotPasswordForm,
);

/** flows-core's texts in English: its own and the forms' field labels. */
export const flowTexts: Readonly<typeof ownTexts & typeof labels> = { ...ownTexts, ...labels };
