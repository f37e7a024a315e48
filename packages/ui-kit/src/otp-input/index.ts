export type { OtpInputProps } from './otp-input.tsx';
export { OtpInput } from './otp-input.tsx';
