import { lazyComponent } from '../../edge/lazy-component.tsx';

const loadChoiceFields = () => import('./choice-fields.tsx');

/** The code channel picker (Radix radio group), loaded on demand. */
export const ChannelPicker = lazyComponent(() =>
  loadChoiceFields().then((module) => module.ChannelPicker),
);
/** The terms checkbox (Radix checkbox), loaded on demand. */
export const Checkbox = lazyComponent(() => loadChoiceFields().then((module) => module.Checkbox));
/** The password requirements checklist, loaded on demand. */
export const PasswordRequirements = lazyComponent(() =>
  loadChoiceFields().then((module) => module.PasswordRequirements),
);
/** The channel select (Radix select), loaded on demand. */
export const Select = lazyComponent(() => loadChoiceFields().then((module) => module.Select));

/** Loads the choice fields and the checklist ahead of time, so a later step shows them at once. */
export const preloadChoiceFields = () =>
  Promise.all(
    [ChannelPicker, Checkbox, PasswordRequirements, Select].map((field) => field.preload()),
  );
