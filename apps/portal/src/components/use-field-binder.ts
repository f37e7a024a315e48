import type { FlowError, ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import type { FieldRule } from '@forecourt/validators';
import { useErrorText } from './flow-error.tsx';
import { typingOf } from './typed-input.ts';

/** The part of a flow's state a form field reads and drives. */
export type FormFlowState<V extends Record<string, string>> = {
  values: V;
  fieldErrors: Readonly<Partial<Record<string, string>>>;
  error?: FlowError | undefined;
  setField(name: keyof V & string, value: string): void;
};

/** The props that tie a ui-kit field to one flow value. */
export type BoundField = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
  error?: string;
};

/** Binds flow values to fields. */
export type FieldBinder<V extends Record<string, string>> = (
  name: keyof V & string,
  rule?: FieldRule,
) => BoundField;

/**
 * Returns `bind(name, rule)`: the name, value, change handler and error of flow value `name`,
 * typed the way validators' rule `rule` reads it (`typingOf`: an ID number's keypad, its spaces
 * and dashes dropped as typed), ready to spread onto a ui-kit field. No `maxLength`: nothing
 * typed is cut, the rule says what is too long (GUIDE-24). A failure the flow says is about the
 * field (a wrong password) is its error too (GUIDE-12).
 */
export function useFieldBinder<V extends Record<string, string>>(
  flow: ReadonlyStore<FormFlowState<V>>,
): FieldBinder<V> {
  const errorText = useErrorText();
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const failure = useFlow(flow, (s) => s.error);
  const { setField } = flow.getState();
  return (name, rule) => {
    const error = errors[name] ?? (failure?.field === name ? errorText(failure) : undefined);
    const { inputMode, clean } = typingOf(rule);
    return {
      name,
      value: values[name] ?? '',
      onChange: (value) => setField(name, clean ? clean(value) : value),
      ...(inputMode === undefined ? {} : { inputMode }),
      ...(error ? { error } : {}),
    };
  };
}
