import type { ForgotPasswordFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { PasswordField, PasswordRequirements } from '@forecourt/ui-kit';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';
import * as styles from '../screens.css.ts';

/** The reset step's new password, its verification and the checklist (RECOVER-PASSWORD-4). */
export function NewPasswordFields({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const password = useFlow(flow, (s) => s.values.password);
  const verifyPassword = useFlow(flow, (s) => s.values.verifyPassword);
  const bind = useFieldBinder(flow);
  return (
    <>
      <PasswordField
        {...toggleTexts}
        {...bind('password', 'password')}
        label={t('field.newPassword')}
        autoComplete="new-password"
        required
      />
      <PasswordField
        {...toggleTexts}
        {...bind('verifyPassword', 'verifyPasswordReset')}
        label={t('field.verifyPassword')}
        autoComplete="new-password"
        required
      />
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
