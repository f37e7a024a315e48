import { type ForgotPasswordFlow, hiddenIdentifier } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import { StepForm } from '../../components/step-form.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { forgotPasswordRule } from '../../edge/early-enable.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** The identifier step: an ID number or a username, with an 'Or' divider; one hides the other. */
export function IdentifierStep({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const bind = useFieldBinder(flow);
  const hidden = useFlow(flow, hiddenIdentifier);
  const enabled = useFlow(flow, (s) => s.canSubmit);
  const submitting = useFlow(flow, (s) => s.busy);
  return (
    <StepForm
      onSubmit={() => void flow.getState().findAccount()}
      ready={enabled}
      submitting={submitting}
      action="action.submit"
      enableWhen={forgotPasswordRule}
    >
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
    </StepForm>
  );
}
