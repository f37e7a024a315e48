import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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
 * Wraps a disabled control in a span that triggers the tooltip: disabled elements do not
 * fire pointer events, so the wrapper listens instead; focus inside it bubbles to it too. The
 * span shows at once and the tooltip works as soon as its code has loaded; a control focused in
 * between keeps its focus.
 */
export function DisabledTooltip({
  disabled,
  content = 'Field is disabled.',
  children,
}: DisabledTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const span = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const swapped = useRef(Tooltip !== undefined);

  // The render that puts the tooltip around the control remounts the control; what has focus is
  // read here, against the control still on the page, so a focus that arrives after the code
  // has loaded but before that render is kept too.
  if (Tooltip && !swapped.current) {
    swapped.current = true;
    refocus.current = span.current?.contains(document.activeElement) ?? false;
  }

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

  useLayoutEffect(() => {
    if (!Tooltip || !refocus.current) return;
    refocus.current = false;
    span.current
      ?.querySelector<HTMLElement>('input, button, select, textarea, [tabindex]')
      ?.focus();
  }, [Tooltip]);

  if (!disabled) return <>{children}</>;
  const trigger = (
    <span ref={span} className={styles.trigger} data-disabled-tooltip="">
      {children}
    </span>
  );
  return Tooltip ? <Tooltip content={content}>{trigger}</Tooltip> : trigger;
}
