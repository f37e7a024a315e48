import type { ReadonlyStore } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { type LimitedField, maxLengths } from '@forecourt/validators';

/** The part of a flow's state a form field reads and drives. */
export type FormFlowState<V extends Record<string, string>> = {
  values: V;
  fieldErrors: Readonly<Partial<Record<string, string>>>;
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

/**
 * Returns `bind(name, limit)`: the name, value, change handler and error of flow value `name`,
 * and the `maxLength` of validators' `maxLengths[limit]` (the same table the schemas enforce),
 * ready to spread onto a ui-kit field.
 */
export function useFieldBinder<V extends Record<string, string>>(
  flow: ReadonlyStore<FormFlowState<V>>,
): (name: keyof V & string, limit?: LimitedField) => BoundField {
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const { setField } = flow.getState();
  return (name, limit) => {
    const error = errors[name];
    return {
      name,
      value: values[name] ?? '',
      onChange: (value) => setField(name, value),
      ...(limit === undefined ? {} : { maxLength: maxLengths[limit] }),
      ...(error ? { error } : {}),
    };
  };
}
