// The shape of a toast: flows make them (flows-core's toast queue) and the UI shows them
// (ui-kit's Toaster). Declared here, the one package below both, so it is declared once.

/** Toast severities of MSG-5. */
export type ToastSeverity = 'success' | 'info' | 'error' | 'warn';

/** One toast. Its text is always rendered as text, never as HTML. */
export interface Toast {
  /** Unique within a queue; passed back when it is dismissed. */
  id: string;
  severity: ToastSeverity;
  /** The title line, e.g. 'An error occurred'. */
  summary: string;
  /** The body text; omitted when there is nothing to add. */
  detail?: string;
  /** Milliseconds on screen (default 3000, LIMITS-1). */
  life?: number;
  /** Stays until dismissed. */
  sticky?: boolean;
}
