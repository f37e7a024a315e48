import { spinner } from '../shared/spinner.css.ts';
import * as styles from './loading-overlay.css.ts';

/** Props of {@link LoadingOverlay}. */
export type LoadingOverlayProps = {
  /** Whether data is loading (the portal passes in-flight requests > 0). Default true. */
  open?: boolean;
  /** Message. Default 'Please wait while we load data.'. */
  label?: string;
};

/**
 * The full-viewport loading overlay. It is a polite status, announced once when it appears,
 * and it blocks pointer input to the page underneath while shown.
 */
export function LoadingOverlay({
  open = true,
  label = 'Please wait while we load data.',
}: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-state="loading">
      <span className={`${spinner} ${styles.spinner}`} aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
