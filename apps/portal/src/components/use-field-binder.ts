import type { FlowError, ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { type LimitedField, maxLengths } from '@forecourt/validators';
import { useErrorText } from './flow-error.tsx';

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
  maxLength?: number;
  error?: string;
};

/** Binds flow values to fields; `values` are the form's values, for the step's hint. */
export type FieldBinder<V extends Record<string, string>> = ((
  name: keyof V & string,
  limit?: LimitedField,
) => BoundField) & { values: V };

/**
 * Returns `bind(name, limit)`: the name, value, change handler and error of flow value `name`,
 * and the `maxLength` of validators' `maxLengths[limit]` (the same table the schemas enforce),
 * ready to spread onto a ui-kit field. A failure the flow says is about the field (a wrong
 * password) is its error too (GUIDE-12).
 */
export function useFieldBinder<V extends Record<string, string>>(
  flow: ReadonlyStore<FormFlowState<V>>,
): FieldBinder<V> {
  const errorText = useErrorText();
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const failure = useFlow(flow, (s) => s.error);
  const { setField } = flow.getState();
  const bind = (name: keyof V & string, limit?: LimitedField): BoundField => {
    const error = errors[name] ?? (failure?.field === name ? errorText(failure) : undefined);
    return {
      name,
      value: values[name] ?? '',
      onChange: (value) => setField(name, value),
      ...(limit === undefined ? {} : { maxLength: maxLengths[limit] }),
      ...(error ? { error } : {}),
    };
  };
  return Object.assign(bind, { values });
}
