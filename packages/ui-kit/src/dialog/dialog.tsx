import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import * as styles from './dialog.css.ts';

/** Props of {@link Dialog}. */
export type DialogProps = {
  /** Controlled open state. Default undefined (uncontrolled). */
  open?: boolean;
  /** Initial open state when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, outside click).
   * Default undefined.
   */
  onOpenChange?: (open: boolean) => void;
  /** Heading, also the dialog's accessible name. Default 'Please add details'. */
  title?: string;
  /** The message(s); also the dialog's description. */
  children: ReactNode;
  /** Text of the close button. Default 'Close'. */
  closeLabel?: string;
  /** Element that opens the dialog (uncontrolled use). Default undefined (no trigger). */
  trigger?: ReactElement;
  /**
   * Where focus goes when the dialog closes (e.g. the first field its message is about); when it
   * gives no element, focus returns to the opener. Default undefined (the opener).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape closes, focus returns to the
 * opener or to `returnFocusTo`. 25rem wide, on the modal layer (z-index 1100).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title = 'Please add details',
  children,
  closeLabel = 'Close',
  trigger,
  returnFocusTo,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description asChild>
            <div className={styles.body}>{children}</div>
          </DialogPrimitive.Description>
          <div className={styles.footer}>
            <DialogPrimitive.Close asChild>
              <Button variant="primary">{closeLabel}</Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
