// `@forecourt/validators`: every rule without zod (`./rules`, which has the forms and the portal
// types), and the field and form schemas built with zod from them.
export { fields } from './fields.ts';
export * from './form-schemas.ts';
export * from './rules.ts';
export { plainText } from './schema-helpers.ts';
export type { FormValidation } from './validate-form.ts';
export { validateForm } from './validate-form.ts';
