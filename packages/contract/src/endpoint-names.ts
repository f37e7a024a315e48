import type { EndpointName } from './endpoints.ts';

/**
 * Every endpoint name, as plain data: code that only needs the names (a client that loads the
 * real one later, a router) can use them without loading the schemas.
 */
export const endpointNames = [
  'loginCheck',
  'otpLoginCheck',
  'validateAndLogin',
  'adminLogin',
  'idLoginCheck',
  'otpIdLoginCheck',
  'validateAndIdLogin',
  'forgotUsernameCheck',
  'otpForgotUsernameCheck',
  'requestUsername',
  'forgotPasswordCheck',
  'otpForgotPasswordCheck',
  'resetPassword',
  'registerUser',
  'registerDealerGroup',
  'validateRegistrationOtp',
  'resendRegistrationOtp',
  'allDealerGroups',
  'customerById',
  'resumeFlow',
  'session',
] as const satisfies readonly EndpointName[];
