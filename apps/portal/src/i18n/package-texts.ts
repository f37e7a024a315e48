import type { FlowTranslate, TextId } from '@forecourt/flows-core';
import { translator } from '@forecourt/validators';
import type { Catalogue } from './translate.ts';

/** Catalogue key prefixes of the texts the packages make: validators' rules and flows-core's. */
export const packagePrefixes = { rules: 'rules.', flows: 'flow.' } as const;

/**
 * The packages' texts (validation messages, toasts, transport errors, field labels) from a
 * loaded catalogue: its `rules.*` texts under the validators' ids and its `flow.*` texts under
 * flows-core's. A unit test keeps the two key sets apart and complete.
 */
export function packageTranslate(catalogue: Catalogue): FlowTranslate {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    if (key.startsWith(packagePrefixes.rules))
      texts[key.slice(packagePrefixes.rules.length)] = text;
    else if (key.startsWith(packagePrefixes.flows)) {
      texts[key.slice(packagePrefixes.flows.length)] = text;
    }
  }
  return translator(texts as Partial<Record<TextId, string>>);
}
