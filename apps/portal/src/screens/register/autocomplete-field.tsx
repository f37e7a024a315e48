// The dealership autocomplete (downshift), a chunk of its own: the dealer-group page swaps it in
// for a plain text box once loaded (progressive-autocomplete.tsx); no other page needs it.
export { Autocomplete } from '@forecourt/ui-kit';
