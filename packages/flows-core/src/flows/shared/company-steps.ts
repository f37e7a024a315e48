import { defineSteps } from './steps.ts';

/**
 * Company registration's steps, the dealer's and the dealer group's (REG-DEALER-2, REG-GROUP-2):
 * the company and its director, the director's account, the code; a taken username asks for
 * another on its own step, and goes back to the account.
 */
export const companyRegistrationSteps = defineSteps({
  company: null,
  account: 'company',
  code: 'account',
  username: 'account',
});

/** A step of a company registration. */
export type CompanyRegistrationStep = (typeof companyRegistrationSteps.steps)[number];
