import { fields, rsaIdError } from '@forecourt/validators';
import { fieldError } from '../shared/field-check.ts';

const step0Fields = {
  dealerGroupId: fields.dealerGroupId,
  companyDirectorName: fields.companyDirectorName,
  companyDirectorSurname: fields.companyDirectorSurname,
  email: fields.email,
  mobileNo: fields.mobileNo,
} as const;

/** Step 0's field errors (the ID checked against today's date), or undefined when all pass. */
export function step0Errors(
  values: Record<keyof typeof step0Fields | 'idNumber', string>,
  now: number,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const idError = rsaIdError(values.idNumber, { today: new Date(now) });
  if (idError !== null) errors.idNumber = idError;
  for (const [name, schema] of Object.entries(step0Fields)) {
    const error = fieldError(schema, values[name as keyof typeof step0Fields]);
    if (error !== undefined) errors[name] = error;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
