/**
 * LIMITS-3: a tooltip opens 250 ms after the pointer comes over what it describes. Its own module,
 * so that `DisabledTooltip` (on the root entry) and `Tooltip` (loaded with Radix) share it without
 * the root importing Radix.
 */
export const tooltipOpenDelayMs = 250;
