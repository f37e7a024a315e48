import {
  canSubmitForgotPassword,
  type ForgotPasswordFlow,
  hiddenIdentifier,
} from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button, TextField } from '@forecourt/ui-kit';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** Step 0: an ID number or a username, with an 'Or' divider; typing one hides the other. */
export function IdentifierStep({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
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
          name="idNumber"
          label={t('field.idNumber')}
          value={values.idNumber}
          onChange={(value) => flow.getState().setField('idNumber', value)}
          autoComplete="off"
          maxLength={13}
          {...(errors.idNumber ? { error: errors.idNumber } : {})}
        />
      )}
      {hidden === undefined ? (
        <p className={styles.divider} aria-hidden="true">
          {t('action.or')}
        </p>
      ) : null}
      {hidden === 'username' ? null : (
        <TextField
          name="username"
          label={t('field.username')}
          value={values.username}
          onChange={(value) => flow.getState().setField('username', value)}
          autoComplete="username"
          maxLength={55}
          {...(errors.username ? { error: errors.username } : {})}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!enabled && !submitting} pending={submitting}>
          {t('action.submit')}
        </Button>
      </div>
    </form>
  );
}
