import { usernameTakenMessage } from '@forecourt/contract';
import { type Channel, fillPlaceholders, type PortalType } from '@forecourt/validators';
import { messages } from '@forecourt/validators/texts';

// The service's reply texts. The requirements' texts come from the validators' catalogue; the others are
// ours, and one text serves every case a caller must not tell apart (wrong user vs wrong password).
// A text says what happened in plain words, as the portal says it for the same code (MSG-1): no
// 'Invalid OTP', no bare 'Unauthorized'.

/** Every reply message of the service. */
export const replies = {
  invalidCredentials: 'Invalid username or password.',
  profileNotFound: 'We could not find a profile for these details.',
  invalidOtp: 'That code is not right. Please check it and try again.',
  codeExpired: 'This code has expired or a newer one was sent. Please ask for a new code.',
  codeTriesUsed: 'Too many wrong codes. Please start again.',
  otpAlreadyUsed: 'This code was already used. Please sign in again or ask for a new code.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please slow down and try again.',
  resendTooSoon: 'Please wait before asking for another code.',
  destinationLimit: 'Too many codes were sent to this number or address. Please try again later.',
  captchaFailed: messages['captcha.required'],
  startAgain: 'This step has expired. Please start again.',
  flowEnded: 'This was completed or started again in another tab or window. Please start again.',
  flowResumed: 'Continue where you left off.',
  noDestination: 'No contact detail is registered for the chosen channel.',
  sendFailed: 'We could not send the code. Please try again.',
  credentialsVerified: 'Details verified. Choose where to send your OTP.',
  usernameTaken: usernameTakenMessage,
  usernameTriesUsed: 'Too many usernames were tried. Please start again.',
  registrationPending:
    'A registration for this ID number is already waiting for its OTP. Enter that OTP where you started, or try again in a few minutes.',
  alreadyRegistered:
    'This ID number is already registered. Please sign in or recover your username.',
  customerNotFound: 'No finance customer was found for this ID number.',
  customerFound: 'Customer found.',
  dealerGroupUnknown: 'Please provide Dealer Group.',
  registrationComplete: 'Registration successful. You can now sign in.',
  usernameRetrieved: messages['username.retrieved'],
  passwordChanged: 'Your password has been changed.',
  unauthorized:
    'This portal is not set up to reach the sign-in service. Please try again later, or contact support if it keeps happening.',
  invalidSession: 'Your session has ended. Please sign in again.',
  notFound: 'There is nothing at this address.',
  methodNotAllowed: 'This method is not allowed here.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Requests must be sent as application/json.',
  malformedJson: messages['form.invalid'],
  serverError: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  dealerGroups: 'Dealer groups loaded.',
  passkeyOptions: 'Use your passkey to continue.',
  passkeyAdded: 'Passkey added. Next time, sign in with your fingerprint, face or screen lock.',
  passkeyRefused: 'This passkey could not be used. Please try again, or sign in with a code.',
  passkeyWrongPortal:
    'This passkey belongs to an account on another Forecourt portal. Sign in there, or sign in here with a code.',
  passkeyLimit: 'This account holds the most passkeys allowed. Please remove one first.',
  passkeysListed: 'Your passkeys.',
  passkeyRenamed: 'Passkey renamed.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'This account holds no such passkey.',
} as const;

/** 'Otp Sent Successfully to your mobile' (CODE-4, MSG-4). */
export function otpSentMessage(channel: Channel): string {
  return fillPlaceholders(messages['otp.sent'], { channel });
}

/** Inside the resend cooldown, while the code sent last still works. */
export function codeAlreadySentMessage(channel: Channel, seconds: number): string {
  return `An OTP was already sent to your ${channel} and is still valid. Enter it, or request a new one in ${seconds} seconds.`;
}

/** 'Welcome to Forecourt DEALER-GROUP Portal' (REDIRECT-4, MSG-4). */
export function welcomeMessage(type: PortalType): string {
  return fillPlaceholders(messages['toast.welcome'], {
    product: 'Forecourt',
    TYPE: type.toUpperCase(),
  });
}

/** The texts of the messages sent to users. */
export const outgoing = {
  codeSubject: 'Your Forecourt one-time PIN',
  code: (code: string, minutes: number) =>
    `Your Forecourt one-time PIN is ${code}. It expires in ${minutes} minutes. Never share it.`,
  resetSubject: 'Your Forecourt password was changed',
  reset: 'Your Forecourt password was just changed. If this was not you, call us at once.',
  passkeyAddedSubject: 'A passkey was added to your Forecourt account',
  /** After a registration: a passkey is a way in, so its owner hears of every new one. */
  passkeyAdded: (name: string) =>
    `A passkey named "${name}" was just added to your Forecourt account, and it now signs you in. If this was not you, sign in with an OTP and remove it from your passkeys, or call us at once.`,
  passkeysKeptSubject: 'Your Forecourt passkeys still sign you in',
  /** After a password reset: a reset keeps passkeys, so the person learns which ones remain. */
  passkeysKept: (names: readonly string[]) =>
    `Your Forecourt password was just changed. Your account still holds ${names.length === 1 ? 'this passkey' : `these ${names.length} passkeys`}, and each still signs you in: ${names.map((name) => `"${name}"`).join(', ')}. If one is not yours or its device is lost, sign in with an OTP and remove it from your passkeys, or call us at once.`,
} as const;
