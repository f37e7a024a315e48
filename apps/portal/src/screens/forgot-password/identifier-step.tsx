import { type ForgotPasswordFlow, hiddenIdentifier } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { fieldsOn, forgotPasswordForm } from '@forecourt/validators';
import * as styles from '../../components/screens.css.ts';
import { StepForm } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

/** Password recovery's first step (RECOVER-PASSWORD-3): either one; typing one hides the other. */
const identifierFields = /* @__PURE__ */ fieldsOn(forgotPasswordForm, 'identifier');

/** The identifier step: an ID number or a username, with an 'Or' divider; one hides the other. */
export function IdentifierStep({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const hidden = useFlow(flow, hiddenIdentifier);
  const divider =
    hidden === undefined ? (
      <p className={styles.divider} aria-hidden="true">
        {t('action.or')}
      </p>
    ) : null;
  return (
    <StepForm
      flow={flow}
      action="action.submit"
      hint={t('hint.identifier')}
      fields={identifierFields.filter((field) => field.name !== hidden)}
      before={{ username: divider }}
    />
  );
}
