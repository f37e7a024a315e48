import { TextInput, type TextInputProps } from './text-input.tsx';

/** Props of {@link TextField}. */
export type TextFieldProps = TextInputProps & {
  /** Input type. Default 'text'. */
  type?: 'text' | 'email';
};

/** A labelled single-line text field with hint, error and disabled tooltip. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <TextInput {...props} type={type} />;
}
