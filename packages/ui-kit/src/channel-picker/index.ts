export type { ChannelPickerProps, OtpChannel } from './channel-picker.tsx';
export { ChannelPicker } from './channel-picker.tsx';
