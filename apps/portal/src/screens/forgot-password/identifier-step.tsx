import { type ForgotPasswordFlow, hiddenIdentifier } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import * as styles from '../../components/screens.css.ts';
import { type StepField, StepFields, StepForm } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

/** Password recovery's first step (RECOVER-PASSWORD-3): either one; typing one hides the other. */
const identifierFields = {
  idNumber: {
    name: 'idNumber',
    rule: 'idNumber',
    autoComplete: 'off',
    optional: true,
  },
  username: { name: 'username', autoComplete: 'username', optional: true },
} as const satisfies Record<string, StepField>;

/** The identifier step: an ID number or a username, with an 'Or' divider; one hides the other. */
export function IdentifierStep({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const hidden = useFlow(flow, hiddenIdentifier);
  return (
    <StepForm flow={flow} action="action.submit" hint={t('hint.identifier')}>
      {hidden === 'idNumber' ? null : (
        <StepFields flow={flow} fields={[identifierFields.idNumber]} />
      )}
      {hidden === undefined ? (
        <p className={styles.divider} aria-hidden="true">
          {t('action.or')}
        </p>
      ) : null}
      {hidden === 'username' ? null : (
        <StepFields flow={flow} fields={[identifierFields.username]} />
      )}
    </StepForm>
  );
}
