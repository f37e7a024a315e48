import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { tooltipOpenDelayMs } from './open-delay.ts';
import * as styles from './tooltip.css.ts';

/** Props of {@link Tooltip}. */
export type TooltipProps = {
  /** The tooltip text. */
  content: ReactNode;
  /** The element the tooltip describes; it must accept a ref and focus/pointer handlers. */
  children: ReactElement;
  /**
   * Delay before it opens, in ms. Default 250.
   * @requirement LIMITS-3
   */
  delayDuration?: number;
  /** Side it opens on. Default 'top'. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. Default undefined (uncontrolled). */
  open?: boolean;
  /** Uncontrolled initial open state. Default false. */
  defaultOpen?: boolean;
  /** Called when the open state changes. Default undefined. */
  onOpenChange?: (open: boolean) => void;
};

/** A Radix tooltip that opens on hover and keyboard focus and fades in over 250 ms. */
export function Tooltip({
  content,
  children,
  delayDuration = tooltipOpenDelayMs,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className={styles.content} side={side} sideOffset={4}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
