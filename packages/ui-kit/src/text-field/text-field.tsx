import type { HTMLAttributes } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

/** Props of {@link TextField}. */
export type TextFieldProps = TextInputProps & {
  /** Input type. Default 'text'. */
  type?: 'text' | 'email';
  /**
   * The keyboard a phone shows (`inputmode`), e.g. 'numeric' for an ID number. Default undefined
   * (the browser's keyboard for the type).
   */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/** A labelled single-line text field with hint, error and disabled tooltip. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <TextInput {...props} type={type} />;
}
