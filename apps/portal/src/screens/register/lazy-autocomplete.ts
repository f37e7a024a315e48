import { lazyComponent } from '../../app/lazy-component.tsx';

/**
 * The dealership autocomplete (downshift), loaded on demand; the dealer-group route preloads it
 * with its screen, since its first step shows it.
 */
export const Autocomplete = lazyComponent(() =>
  import('./autocomplete-field.tsx').then((module) => module.Autocomplete),
);
