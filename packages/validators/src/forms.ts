// `@forecourt/validators/forms`: every form declared once (sign-in, admin sign-in, ID sign-in,
// recovery, registration), what reads a declaration (empty values, the fields and the required
// fields on a step, labels, lengths) and how an ID number is read as typed (what the ID flows
// send): plain data, no zod and no rule, in an entry of its own so a flow's first chunk takes its
// form and nothing else (esbuild keeps in a chunk every module an imported index re-exports that
// any chunk uses). The schemas built from these are the root's. Also exported by
// `@forecourt/validators/rules` and the root.
export * from './declare-form.ts';
export { normaliseIdNumber } from './id-number.ts';
export * from './registration-forms.ts';
export * from './sign-in-forms.ts';
