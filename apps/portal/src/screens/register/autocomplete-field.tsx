// The dealership autocomplete (downshift), a chunk of its own: the dealer-group page needs it on
// its first step (routes.tsx loads it with the screen), the other registration pages never.
export { Autocomplete } from '@forecourt/ui-kit';
