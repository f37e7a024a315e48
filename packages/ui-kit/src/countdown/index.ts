export type { CountdownProps } from './countdown.tsx';
export { Countdown } from './countdown.tsx';
export { countdownMilestone, formatCountdown } from './format-countdown.ts';
