export type { ChannelPickerProps } from './channel-picker.tsx';
export { ChannelPicker } from './channel-picker.tsx';
