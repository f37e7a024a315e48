import { lazy } from 'react';

/** Loads the choice fields and the password checklist (choice-fields.tsx). */
export const loadChoiceFields = () => import('./choice-fields.tsx');

/** The dealership autocomplete (downshift), loaded on demand. */
export const Autocomplete = lazy(() =>
  loadChoiceFields().then((module) => ({ default: module.Autocomplete })),
);
/** The code channel picker (Radix radio group), loaded on demand. */
export const ChannelPicker = lazy(() =>
  loadChoiceFields().then((module) => ({ default: module.ChannelPicker })),
);
/** The terms checkbox (Radix checkbox), loaded on demand. */
export const Checkbox = lazy(() =>
  loadChoiceFields().then((module) => ({ default: module.Checkbox })),
);
/** The password requirements checklist, loaded on demand. */
export const PasswordRequirements = lazy(() =>
  loadChoiceFields().then((module) => ({ default: module.PasswordRequirements })),
);
/** The channel select (Radix select), loaded on demand. */
export const Select = lazy(() => loadChoiceFields().then((module) => ({ default: module.Select })));

/** Loads the 'Please add details' dialog (Radix dialog). */
export const loadDetailsDialog = () => import('./details-dialog.tsx');
