/**
 * A step of a company registration, the dealer's and the dealer group's (REG-DEALER-2,
 * REG-GROUP-2): the company and its director, the director's account, the code, and a new
 * username when the one chosen is taken. Each flow declares how it moves between them.
 */
export type CompanyRegistrationStep = 'company' | 'account' | 'code' | 'username';
