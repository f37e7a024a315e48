/** A loader that shares its load and keeps its result (see `loadOnce`). */
export interface OnceLoader<T> {
  /** The result, loading it first if needed (callers during a load share it). */
  (): Promise<T>;
  /** The result if it has loaded, for code that must answer at once. */
  loaded(): T | undefined;
}

/**
 * Runs `load` at most once at a time and keeps what it gives: callers during a load share it,
 * later callers get the result at once. A failed load is forgotten, so the next call tries again
 * (a chunk that failed to download may download the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let result: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  const get = () => {
    if (result) return Promise.resolve(result.value);
    loading ??= load().then(
      (value) => {
        result = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => result?.value });
}
