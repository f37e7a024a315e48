// The registration fields that pick rather than type (Radix select, radio group and checkbox)
// and the password checklist: loaded on demand (lazy-fields.ts), so a first step that has none
// of them does not wait for them.
export { ChannelPicker, Checkbox, PasswordRequirements, Select } from '@forecourt/ui-kit';
