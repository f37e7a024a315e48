export type { DisabledTooltipProps, TooltipProps } from './tooltip.tsx';
export { DisabledTooltip, Tooltip } from './tooltip.tsx';
