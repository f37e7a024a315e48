import type { Toast } from '@forecourt/validators';
import * as ToastPrimitive from '@radix-ui/react-toast';
import * as styles from './toaster.css.ts';

/** Props of {@link Toaster}. */
export type ToasterProps = {
  /** The toasts to show, oldest first. */
  toasts: ReadonlyArray<Toast>;
  /** Called when a toast times out or the user closes it; the caller removes it. */
  onDismiss: (id: string) => void;
  /** Accessible name of the close buttons. Default 'Close'. */
  closeLabel?: string;
  /** Name of the toast region; {hotkey} is replaced by the key that focuses it. Default 'Notifications ({hotkey})'. */
  regionLabel?: string;
  /** Default time on screen in ms when a toast has no life. Default 3000. */
  defaultLife?: number;
};

/**
 * The toast area (Radix toast), top-right. Timers pause while the pointer or focus is in it;
 * F8 moves focus to it; errors are announced assertively, others politely.
 */
export function Toaster({
  toasts,
  onDismiss,
  closeLabel = 'Close',
  regionLabel = 'Notifications ({hotkey})',
  defaultLife = 3000,
}: ToasterProps) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={defaultLife}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          duration={toast.sticky ? Number.POSITIVE_INFINITY : (toast.life ?? defaultLife)}
          type={toast.severity === 'error' ? 'foreground' : 'background'}
          className={styles.toast({ severity: toast.severity })}
          data-severity={toast.severity}
        >
          <ToastPrimitive.Title className={styles.title}>{toast.summary}</ToastPrimitive.Title>
          {toast.detail ? (
            <ToastPrimitive.Description className={styles.description}>
              {toast.detail}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={regionLabel} />
    </ToastPrimitive.Provider>
  );
}
