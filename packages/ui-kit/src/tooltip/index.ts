export type { DisabledTooltipProps } from './disabled-tooltip.tsx';
export { DisabledTooltip } from './disabled-tooltip.tsx';
