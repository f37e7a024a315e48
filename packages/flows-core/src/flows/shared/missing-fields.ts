import type { FieldDeclaration, FormDeclaration } from '@forecourt/validators';
import type { FlowTranslate, TextId } from '../../texts/translate.ts';

/**
 * `fieldErrors` with the message of each field of `form` left empty made 'Please provide
 * {label}.' (MSG-6): a value that is missing is missing, whatever its rule would say of it, so the
 * 'Please add details' dialog and the field itself name what to add, never a bare 'This field is
 * required.' (REG-5, GUIDE-14). 'Invalid …' stays for a value given but wrong; a field the form
 * does not declare keeps its message.
 */
export function namingMissing(
  fieldErrors: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
  form: FormDeclaration<Record<string, FieldDeclaration>>,
  translate: FlowTranslate,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([name, message]) => [
      name,
      Object.hasOwn(form.fields, name) && (values[name] ?? '').trim() === ''
        ? translate('form.provide', { label: translate(`label.${name}` as TextId) })
        : message,
    ]),
  );
}
