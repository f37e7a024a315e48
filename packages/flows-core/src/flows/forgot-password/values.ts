import type { Channel } from '@forecourt/validators';

/** The forgot-password form (RECOVER-PASSWORD-1). */
export type ForgotPasswordValues = {
  idNumber: string;
  username: string;
  password: string;
  verifyPassword: string;
  captchaResponse: string;
  preferredComm: '' | Channel;
  otp: string;
};
