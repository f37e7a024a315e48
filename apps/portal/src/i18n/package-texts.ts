import { setFlowTexts } from '@forecourt/flows-core';
import { setMessageTexts } from '@forecourt/validators';
import type { Catalogue } from './translate.ts';

/** Catalogue key prefixes of the texts the packages make: validators' rules and flows-core's. */
export const packagePrefixes = { rules: 'rules.', flows: 'flow.' } as const;

function withPrefix(catalogue: Catalogue, prefix: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    if (key.startsWith(prefix)) texts[key.slice(prefix.length)] = text;
  }
  return texts;
}

/**
 * Hands the loaded catalogue's `rules.*` texts to validators and its `flow.*` texts to
 * flows-core, so validation messages, toasts, transport errors and field labels the flows make
 * are in the same language as the screens. Call it before any flow is created.
 */
export function applyPackageTexts(catalogue: Catalogue): void {
  setMessageTexts(withPrefix(catalogue, packagePrefixes.rules));
  setFlowTexts(withPrefix(catalogue, packagePrefixes.flows));
}
