import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
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

/** LIMITS-3: pointing at the field opens the tooltip after 250 ms; focus in it opens it at once. */
const hoverDelayMs = 250;

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
 * pointer events, so the span listens instead, and focus inside it bubbles to it too.
 *
 * The control never moves: the tooltip, once its code has loaded, is added after it inside the
 * span and anchored to an empty box over the span, so a click or a focus on the page while the
 * code arrives lands where it was aimed (wrapping the span in the tooltip would remount the
 * control). The span keeps the open state, so a hover or focus before the code arrives shows the
 * tooltip when it does.
 */
export function DisabledTooltip({
  disabled,
  content = 'Field is disabled.',
  children,
}: DisabledTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

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

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const show = (delayMs: number) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  };

  if (!disabled) return <>{children}</>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it hears its control's hover and focus (a disabled control fires no pointer events); the control is what a person uses
    <span
      className={styles.trigger}
      data-disabled-tooltip=""
      onPointerEnter={() => show(hoverDelayMs)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
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
