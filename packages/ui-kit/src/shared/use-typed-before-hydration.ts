import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * For a text input that may have been rendered on the server: what the user typed (or the
 * browser filled in) before the script took the page over stays in the input, but React keeps
 * it without reporting it, and the next render would wipe it. Returns the input's ref (merged
 * with `forwarded`); once, on mount, text in the input that differs from `value` goes to
 * `adopt`, unless `enabled` is false (read-only and disabled fields).
 */
export function useTypedBeforeHydration(
  forwarded: Ref<HTMLInputElement> | undefined,
  value: string,
  adopt: (typed: string) => void,
  enabled = true,
): RefCallback<HTMLInputElement> {
  const input = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof forwarded === 'function') return forwarded(node);
      if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, as explained above
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (enabled && typed !== undefined && typed !== value) adopt(typed);
  }, []);
  return setRefs;
}
