import {
  checkDealerStep0,
  type DealerStep0Options,
  dealerRegistrationSchema,
  dealerStep0RequiredFields,
  type FormValidation,
  type Translate,
  validateForm,
} from '@forecourt/validators';

const step0Fields: readonly string[] = dealerStep0RequiredFields;

/** The dealer form against the schema; the dealer code is always sent empty (REG-DEALER-5), so unchecked. */
export function validateDealer(
  { sbsaDealerCode: _code, ...values }: Record<string, string>,
  translate: Translate,
) {
  return validateForm(dealerRegistrationSchema, { ...values, role: 'dealer' }, translate);
}

/**
 * Dealer registration step 0 (REG-DEALER-3): the ordered check's one message as `formError` (ID,
 * e-mail, mobile, the first missing field, the captcha), with the schema's errors of this step's
 * fields, which also cover lengths and patterns, as `fieldErrors`: every invalid field says why
 * at the field (GUIDE-14). Part of the form checks, so the first step's page does not carry the
 * ID number's check.
 */
export function dealerStep0Validation(
  values: Record<string, string>,
  options: DealerStep0Options,
): FormValidation<Record<string, never>> {
  const problem = checkDealerStep0(values, options);
  const validation = validateDealer(values, options.translate);
  const fieldErrors: Record<string, string> = validation.ok
    ? {}
    : Object.fromEntries(
        Object.entries(validation.fieldErrors).filter(([name]) => step0Fields.includes(name)),
      );
  if (problem !== null) return { ok: false, fieldErrors, formError: problem };
  return Object.keys(fieldErrors).length === 0
    ? { ok: true, value: {} }
    : { ok: false, fieldErrors };
}
