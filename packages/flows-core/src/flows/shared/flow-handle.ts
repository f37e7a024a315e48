import type { KeyValueStorage } from '../../countdown/storage.ts';

/**
 * The flow handle of one flow (issue 17): the opaque token the service gives when the flow
 * reaches its channel step. It is the only thing a flow keeps in storage: never the password,
 * the ID number or the code.
 */
export interface HandleKeeper {
  /** The handle kept in storage by an earlier page of this tab, if any. */
  stored(): string | undefined;
  /** Keeps `handle` (in the flow's state and in storage); undefined keeps what is there. */
  keep(handle: string | undefined): void;
  /** Forgets the handle (the flow finished, started over or the service refused it). */
  forget(): void;
}

/**
 * A keeper over `storage` under `key` that reports every change to `onChange` (the flow's state).
 * Storage that throws (disabled, full, a privacy mode) is treated as absent: the flow still
 * works, it just cannot resume after a reload.
 */
export function createHandleKeeper(
  storage: KeyValueStorage | undefined,
  key: string,
  onChange: (handle: string | undefined) => void,
): HandleKeeper {
  const attempt = <T>(task: () => T, fallback: T): T => {
    try {
      return task();
    } catch {
      return fallback;
    }
  };
  return {
    stored: () => attempt(() => storage?.getItem(key) ?? undefined, undefined),
    keep(handle) {
      if (handle === undefined || handle === '') return;
      attempt(() => storage?.setItem(key, handle), undefined);
      onChange(handle);
    },
    forget() {
      attempt(() => storage?.removeItem(key), undefined);
      onChange(undefined);
    },
  };
}

/**
 * What a flow's later step carries: the grant (flow handle) its first step issued, beside the
 * identifiers the spec's request names (username, ID number) while the form still holds them
 * (after a reload it holds none: they are never stored). The service trusts only the grant, and
 * checks that an identifier sent beside it is its user's; a password never travels again.
 * Without a grant (a service that gave none) the service answers that the step expired, and the
 * flow starts over.
 */
export function grantOf<const T extends Record<string, string>>(
  flowHandle: string | undefined,
  identifiers?: T,
): Partial<T> & { flowHandle: string } {
  const named = Object.entries(identifiers ?? {}).filter(([, value]) => value.trim() !== '');
  return { ...(Object.fromEntries(named) as Partial<T>), flowHandle: flowHandle ?? '' };
}
