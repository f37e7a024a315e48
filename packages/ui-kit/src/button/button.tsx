import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { spinner } from '../shared/spinner.css.ts';
import { visuallyHidden } from '../shared/visually-hidden.css.ts';
import * as styles from './button.css.ts';

/** Props of {@link Button}. */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** Look of the button. Default 'primary'. */
  variant?: 'primary' | 'secondary' | 'link';
  /** Stretches to the container width. Default false. */
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores activation while an action runs. The button stays focusable
   * (aria-disabled) so focus is not lost mid-submit. Default false.
   */
  pending?: boolean;
  /**
   * Not pressable: presses (and a submit button's form submission) are ignored, but the button
   * stays in the Tab order (aria-disabled, never the `disabled` attribute), so a keyboard or
   * screen-reader user finds it and what `aria-describedby` says is missing. Default false.
   */
  disabled?: boolean;
  /**
   * Called on a press (or a form's Enter) while `disabled`, instead of the press: the page says
   * what the button waits for and takes focus there. Never called while pending. Default
   * undefined (the press is ignored).
   */
  onWaitingPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Announced with the label while pending. Default 'Please wait'. */
  pendingLabel?: string;
  /** Button type. Default 'button'. */
  type?: 'button' | 'submit' | 'reset';
  /** Ref to the button element. Default undefined. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button with primary, secondary and link looks, a pending and a disabled state (data-state).
 * Neither state takes the button out of the Tab order.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  pending = false,
  pendingLabel = 'Please wait',
  type = 'button',
  className,
  children,
  onClick,
  onWaitingPress,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.base,
    styles.variant[variant],
    fullWidth ? styles.fullWidth : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const state = disabled ? 'disabled' : pending ? 'pending' : 'idle';
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={disabled || pending ? true : undefined}
      aria-busy={pending ? true : undefined}
      data-state={state}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (disabled || pending) {
          // Also stops a submit button from submitting its form (twice, while pending).
          event.preventDefault();
          if (disabled && !pending) onWaitingPress?.(event);
          return;
        }
        onClick?.(event);
      }}
    >
      {pending ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
      {pending ? <span className={visuallyHidden}>{`, ${pendingLabel}`}</span> : null}
    </button>
  );
}
