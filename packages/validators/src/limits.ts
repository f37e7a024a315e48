/**
 * The longest value each form field takes (FIELDS, LIMITS-6), as the schemas check it (after a
 * field's normalising: a mobile number's 10 digits, a registration number without its slashes).
 * Inputs do not cut typing to it (GUIDE-24): a longer value gets 'Must be at most {max}
 * characters.' at its field.
 */
export const maxLengths = {
  email: 60,
  idNumber: 13,
  username: 55,
  password: 30,
  verifyPassword: 30,
  verifyPasswordReset: 55,
  mobileNo: 10,
  otp: 6,
  companyName: 60,
  cipcName: 60,
  companyRegNo: 13,
  companyDirectorName: 55,
  companyDirectorSurname: 55,
  loginUsername: 55,
  loginPassword: 30,
  adminUsername: 55,
  adminPassword: 30,
  name: 55,
  surname: 55,
  customerNo: 30,
  sbsaDealerCode: 20,
} as const;

/** A field that has a maximum length. */
export type LimitedField = keyof typeof maxLengths;
