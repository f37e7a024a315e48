export type { AutocompleteItem, AutocompleteProps } from './autocomplete/index.ts';
export { Autocomplete } from './autocomplete/index.ts';
export type { ButtonProps } from './button/index.ts';
export { Button } from './button/index.ts';
export type { CaptchaProps, CaptchaStatus } from './captcha/index.ts';
export { Captcha, devCaptchaToken } from './captcha/index.ts';
export type { ChannelPickerProps, OtpChannel } from './channel-picker/index.ts';
export { ChannelPicker } from './channel-picker/index.ts';
export type { CheckboxProps } from './checkbox/index.ts';
export { Checkbox } from './checkbox/index.ts';
export type { CountdownProps } from './countdown/index.ts';
export { Countdown, countdownMilestone, formatCountdown } from './countdown/index.ts';
export type { DateFieldProps } from './date-field/index.ts';
export { DateField } from './date-field/index.ts';
export type { DialogProps } from './dialog/index.ts';
export { Dialog } from './dialog/index.ts';
export type { BaseFieldProps } from './field/index.ts';
export type {
  FieldDescriptor,
  FieldListItem,
  FieldRendererProps,
  FieldType,
} from './field-renderer/index.ts';
export { FieldRenderer } from './field-renderer/index.ts';
export type { LoadingOverlayProps } from './loading-overlay/index.ts';
export { LoadingOverlay } from './loading-overlay/index.ts';
export type { MobileFieldProps } from './mobile-field/index.ts';
export { MobileField } from './mobile-field/index.ts';
export type { NumberFieldProps } from './number-field/index.ts';
export { NumberField } from './number-field/index.ts';
export type { OtpInputProps } from './otp-input/index.ts';
export { OtpInput } from './otp-input/index.ts';
export type { PasswordFieldProps } from './password-field/index.ts';
export { PasswordField } from './password-field/index.ts';
export type { PasswordRequirementsProps } from './password-requirements/index.ts';
export { PasswordRequirements } from './password-requirements/index.ts';
export type { RadioGroupProps } from './radio-group/index.ts';
export { RadioGroup } from './radio-group/index.ts';
export type { SelectOption, SelectProps } from './select/index.ts';
export { Select } from './select/index.ts';
export type { StepperProps } from './stepper/index.ts';
export { Stepper } from './stepper/index.ts';
export type { StrengthLevel, StrengthMeterProps } from './strength-meter/index.ts';
export { StrengthMeter } from './strength-meter/index.ts';
export type { TextFieldProps, TextInputProps } from './text-field/index.ts';
export { TextField } from './text-field/index.ts';
export type { ColorTokens } from './theme/index.ts';
export { darkThemeClass, themeClass, vars } from './theme/index.ts';
export type { Toast, ToasterProps, ToastSeverity } from './toaster/index.ts';
export { Toaster } from './toaster/index.ts';
export type { DisabledTooltipProps, TooltipProps } from './tooltip/index.ts';
export { DisabledTooltip, Tooltip } from './tooltip/index.ts';
