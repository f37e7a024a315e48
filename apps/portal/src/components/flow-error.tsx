import type { FlowError as Failure } from '@forecourt/flows-core';
import { usePackageTranslate, useT } from '../i18n/i18n-context.tsx';
import type { MessageKey } from '../i18n/translate.ts';
import * as styles from './screens.css.ts';

/**
 * The text of a flow's failure, from the catalogue by its code (in the language in use): a
 * refused form keeps its own message (the field's or the form's), a wrong code says how many tries
 * are left, a throttle how long to wait. A refused client token reads as the deployment fault it
 * is, never as the person's mistake; no answer and no answer in time each have their own text. A message the flow made from its texts is translated again
 * from its id, so it follows a language switch (GUIDE-46).
 */
export function useErrorText(): (error: Failure) => string {
  const t = useT();
  const packageT = usePackageTranslate();
  return (error) => {
    switch (error.code) {
      case 'invalid_input':
        if (error.text) return packageT(error.text.id, error.text.params);
        return error.message || t('error.invalid_input');
      case 'code_wrong':
        return t('error.code_wrong_tries', { tries: error.triesLeft });
      case 'rate_limited':
        return error.retryAfterSeconds === undefined
          ? t('error.rate_limited')
          : t('error.rate_limited_seconds', { seconds: error.retryAfterSeconds });
      default:
        return t(`error.${error.code}` satisfies MessageKey);
    }
  };
}

/**
 * The last failure of a flow, kept on screen after its toast has gone. A screen reader hears each
 * failure once (GUIDE-13): one its toast announced is shown here without a live region; one
 * without a toast (a form check's) is announced here (role="alert").
 */
export function FlowError({ error }: { error: Failure | undefined }) {
  const text = useErrorText();
  // The flows clear `error` as each call starts, so the region is a live one, empty, before a
  // failure without a toast arrives; one with a toast arrives in a region that is not.
  return (
    <div role={error?.toasted ? undefined : 'alert'} className={styles.errorText}>
      {error ? text(error) : null}
    </div>
  );
}
