export type { AutocompleteItem, AutocompleteProps } from './autocomplete.tsx';
export { Autocomplete } from './autocomplete.tsx';
