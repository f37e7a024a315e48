export type { StrengthLevel, StrengthMeterProps } from './strength-meter.tsx';
export { StrengthMeter } from './strength-meter.tsx';
