import type { ForgotPasswordFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { PasswordField, PasswordRequirements } from '@forecourt/ui-kit';
import { useT } from '../../i18n/i18n-context.tsx';

/** Step 2's new password, its verification and the requirements checklist (spec §2, §5). */
export function NewPasswordFields({ flow }: { flow: ForgotPasswordFlow }) {
  const t = useT();
  const password = useFlow(flow, (s) => s.values.password);
  const verifyPassword = useFlow(flow, (s) => s.values.verifyPassword);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const { setField } = flow.getState();
  return (
    <>
      <PasswordField
        name="password"
        label={t('field.newPassword')}
        value={password}
        onChange={(value) => setField('password', value)}
        autoComplete="new-password"
        maxLength={30}
        required
        {...(errors.password ? { error: errors.password } : {})}
      />
      <PasswordField
        name="verifyPassword"
        label={t('field.verifyPassword')}
        value={verifyPassword}
        onChange={(value) => setField('verifyPassword', value)}
        autoComplete="new-password"
        maxLength={55}
        required
        {...(errors.verifyPassword ? { error: errors.verifyPassword } : {})}
      />
      <PasswordRequirements
        id="password-requirements"
        password={password}
        verifyPassword={verifyPassword}
        title={t('password.requirements')}
      />
    </>
  );
}
