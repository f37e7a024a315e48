import { fields, rsaIdError, type Translate } from '@forecourt/validators';
import { fieldError } from '../../checks/field-check.ts';

/** The fields of step 0 besides the ID number, checked with their schemas. */
const step0Fields = [
  'dealerGroupId',
  'companyDirectorName',
  'companyDirectorSurname',
  'email',
  'mobileNo',
] as const;

/**
 * Step 0's field errors (the ID checked against today's date), or undefined when all pass.
 * Part of the form checks, so the first step's page does not carry the ID number's check.
 */
export function dealerGroupStep0Errors(
  values: Record<(typeof step0Fields)[number] | 'idNumber', string>,
  now: number,
  translate: Translate,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const idError = rsaIdError(values.idNumber, { today: new Date(now) }, translate);
  if (idError !== null) errors.idNumber = idError;
  for (const name of step0Fields) {
    const error = fieldError(fields[name], values[name], translate);
    if (error !== undefined) errors[name] = error;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
