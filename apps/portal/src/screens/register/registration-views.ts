import type { PortalType } from '@forecourt/validators';
import { type LazyComponent, lazyComponent } from '../../edge/lazy-component.tsx';

/**
 * The registration form of each portal type, loaded on demand: the register route's loader
 * preloads the type's own (alongside the route's chunk), so each page loads only its form and
 * flow, and the view then renders at once.
 */
export const registrationViews: Record<PortalType, LazyComponent<object>> = {
  customer: lazyComponent(() =>
    import('./customer-registration-screen.tsx').then((module) => module.CustomerRegistration),
  ),
  dealer: lazyComponent(() =>
    import('./dealer-registration-screen.tsx').then((module) => module.DealerRegistration),
  ),
  'dealer-group': lazyComponent(() =>
    import('./dealer-group-registration-screen.tsx').then(
      (module) => module.DealerGroupRegistration,
    ),
  ),
};

/**
 * The modules (from the app root) each type's view loads, besides the register route's own: the
 * prerender preloads their chunks, the bundle budget counts them.
 */
export const registrationModules: Record<PortalType, readonly string[]> = {
  customer: ['src/screens/register/customer-registration-screen.tsx'],
  dealer: ['src/screens/register/dealer-registration-screen.tsx'],
  'dealer-group': ['src/screens/register/dealer-group-registration-screen.tsx'],
};

/**
 * What a type's first step has beyond its form: `enhancements`, the modules it works without but
 * is better with, loaded once it can be used (the start script asks for them with what the first
 * call needs, and the bundle budget counts them with start-up's); `callsOnLoad`, a call to the
 * service as it loads, before any press (what the first call needs then has the reply check too).
 */
export const registrationFirstSteps: Partial<
  Record<PortalType, { enhancements: readonly string[]; callsOnLoad: boolean }>
> = {
  // The dealership picker (progressive-autocomplete.tsx): a plain text box until it is there;
  // the dealer groups it lists are asked for as the page loads.
  'dealer-group': {
    enhancements: ['src/screens/register/autocomplete-field.tsx'],
    callsOnLoad: true,
  },
};
