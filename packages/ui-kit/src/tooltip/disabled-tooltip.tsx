import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { tooltipOpenDelayMs } from './open-delay.ts';
import * as styles from './tooltip.css.ts';
import type { TooltipProps } from './tooltip.tsx';

// Radix Tooltip and its positioning engine are most of a field's weight, and only a disabled
// field shows the tooltip: they load when the first one renders, not with every form.
let loaded: ComponentType<TooltipProps> | undefined;
const loadTooltip = () =>
  import('./tooltip.tsx').then((module) => {
    loaded = module.Tooltip;
    return module.Tooltip;
  });

/**
 * How long the tooltip stays once the pointer has left, so that it can cross the gap to the
 * tooltip and rest on it (WCAG 1.4.13): the tooltip is the span's child in React's tree, so
 * entering it is entering the span.
 */
const leaveGraceMs = 150;

/** Props of {@link DisabledTooltip}. */
export type DisabledTooltipProps = {
  /** When false the children render unwrapped. */
  disabled: boolean;
  /** Tooltip text. Default 'Field is disabled.'. */
  content?: string;
  /** The disabled control the tooltip describes. */
  children: ReactNode;
};

/**
 * Wraps a disabled control in a span that opens the tooltip: disabled elements do not fire
 * pointer events, so the span listens instead, and focus inside it bubbles to it too. Pointing at
 * it opens the tooltip after 250 ms, focus at once; blur and Escape close it, and leaving closes
 * it after 150 ms unless the pointer has come to rest on the tooltip.
 *
 * The control never moves: the tooltip, once its code has loaded, is added after it inside the
 * span and anchored to an empty box over the span, so a click or a focus made while the code
 * arrives lands where it was aimed (wrapping the span in the tooltip would remount the control).
 * A hover or focus before the code arrives shows the tooltip when it does.
 */
export function DisabledTooltip({
  disabled,
  content = 'Field is disabled.',
  children,
}: DisabledTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openAfter = (next: boolean, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delayMs);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => {
    if (!disabled || Tooltip) return;
    let live = true;
    loadTooltip().then(
      (component) => {
        if (live) setTooltip(() => component);
      },
      // Without its code the tooltip stays away; the hidden note still describes the field.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [disabled, Tooltip]);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!disabled) return <>{children}</>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears its control's hover and focus (a disabled control fires no pointer events); the control is what a person uses
    <span
      className={styles.trigger}
      data-disabled-tooltip=""
      onPointerEnter={() => openAfter(true, open ? 0 : tooltipOpenDelayMs)}
      onPointerLeave={() => openAfter(false, leaveGraceMs)}
      onFocus={() => openAfter(true, 0)}
      onBlur={close}
    >
      {children}
      {Tooltip ? (
        <Tooltip content={content} open={open} onOpenChange={setOpen}>
          <span className={styles.anchor} aria-hidden="true" />
        </Tooltip>
      ) : null}
    </span>
  );
}
