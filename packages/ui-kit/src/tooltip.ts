// The `./tooltip` entry: the Radix tooltip itself. It is not on the root entry, so that no
// bundler can put Radix Tooltip and its positioning engine in front of a root import (esbuild's
// code splitting puts a file a lazy chunk uses in a chunk every entry that reaches it loads);
// the root's DisabledTooltip loads it when the first disabled field renders.
'use client';

export type { TooltipProps } from './tooltip/tooltip.tsx';
export { Tooltip } from './tooltip/tooltip.tsx';
