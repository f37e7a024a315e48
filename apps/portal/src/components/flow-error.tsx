import * as styles from '../screens/screens.css.ts';

/**
 * The last failure of a flow, kept on screen after its toast has gone; role="alert" so a screen
 * reader announces it when it appears.
 */
export function FlowError({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={styles.errorText}>
      {message ? <p className={styles.errorLine}>{message}</p> : null}
    </div>
  );
}
