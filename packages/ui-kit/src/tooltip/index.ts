export type { DisabledTooltipProps } from './disabled-tooltip.tsx';
export { DisabledTooltip } from './disabled-tooltip.tsx';
export type { TooltipProps } from './tooltip.tsx';
export { Tooltip } from './tooltip.tsx';
