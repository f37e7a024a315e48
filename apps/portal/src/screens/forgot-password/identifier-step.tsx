import {
  canSubmitForgotPassword,
  type ForgotPasswordFlow,
  hiddenIdentifier,
} from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button, TextField } from '@forecourt/ui-kit';
import type { FormEvent } from 'react';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** Step 0: an ID number or a username, with an 'Or' divider; typing one hides the other. */
export function IdentifierStep({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const bind = useFieldBinder(flow);
  const hidden = useFlow(flow, hiddenIdentifier);
  const enabled = useFlow(flow, canSubmitForgotPassword);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.getState().submitCredentials();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {hidden === 'idNumber' ? null : (
        <TextField
          {...bind('idNumber', 'idNumber')}
          label={t('field.idNumber')}
          autoComplete="off"
        />
      )}
      {hidden === undefined ? (
        <p className={styles.divider} aria-hidden="true">
          {t('action.or')}
        </p>
      ) : null}
      {hidden === 'username' ? null : (
        <TextField
          {...bind('username', 'username')}
          label={t('field.username')}
          autoComplete="username"
        />
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!enabled && !submitting}
          pending={submitting}
          pendingLabel={t('action.pleaseWait')}
        >
          {t('action.submit')}
        </Button>
      </div>
    </form>
  );
}
