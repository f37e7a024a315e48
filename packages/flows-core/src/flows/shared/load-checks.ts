/** The form checks flows validate with (zod and the form schemas of validators). */
export type Checks = typeof import('./checks.ts');

let loaded: Checks | undefined;
let loading: Promise<Checks> | undefined;

/**
 * Loads the form checks once; a failed load is forgotten so the next submit tries again. Flows
 * call it on submit; an app may call it earlier (when the browser is idle) so the first submit
 * does not wait.
 */
export function loadChecks(): Promise<Checks> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./checks.ts').then(
    (checks) => {
      loaded = checks;
      return checks;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The form checks if they have loaded, for checks that must answer at once. */
export function loadedChecks(): Checks | undefined {
  return loaded;
}
