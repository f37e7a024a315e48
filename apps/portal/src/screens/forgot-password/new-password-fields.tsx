import type { ForgotPasswordFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { PasswordRequirements } from '@forecourt/ui-kit';
import { fieldsOn, forgotPasswordForm } from '@forecourt/validators';
import * as styles from '../../components/screens.css.ts';
import { StepFields } from '../../components/step-form.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

/** The new password and its verification (RECOVER-PASSWORD-4), as validators declares them. */
const newPasswordFields = /* @__PURE__ */ fieldsOn(forgotPasswordForm, 'reset');

/** The reset step's new password, its verification and the checklist (RECOVER-PASSWORD-4). */
export function NewPasswordFields({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const password = useFlow(flow, (s) => s.values.password);
  const verifyPassword = useFlow(flow, (s) => s.values.verifyPassword);
  return (
    <>
      <StepFields flow={flow} fields={newPasswordFields} />
      <div className={styles.requirements}>
        <PasswordRequirements
          id="password-requirements"
          password={password}
          verifyPassword={verifyPassword}
          title={t('password.requirements')}
        />
      </div>
    </>
  );
}
