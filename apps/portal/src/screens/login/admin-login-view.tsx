import { canSubmitAdmin, createAdminLoginFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button, PasswordField, TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import type { FormEvent } from 'react';
import { useServices } from '../../app/boot-context.tsx';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { FlowError } from '../../components/flow-error.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useOwnedFlow } from '../../components/use-owned-flow.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import * as styles from '../screens.css.ts';

/** The admin variant of login (spec §2): Username, Admin Username, Admin Password, one Login. */
export function AdminLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const { deps } = useServices();
  const flow = useOwnedFlow(() => createAdminLoginFlow(deps, { type }));
  const values = useFlow(flow, (s) => s.values);
  const errors = useFlow(flow, (s) => s.fieldErrors);
  const error = useFlow(flow, (s) => s.error);
  const enabled = useFlow(flow, canSubmitAdmin);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const { setField, resolveCaptcha, submitCredentials } = flow.getState();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCredentials();
  };
  return (
    <ScreenFrame heading={t('login.heading', { type })}>
      <StepHeading step={0} id="step-heading">
        {t('login.step.adminCredentials')}
      </StepHeading>
      <FlowError message={error} />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          name="username"
          label={t('field.username')}
          value={values.username}
          onChange={(value) => setField('username', value)}
          autoComplete="off"
          maxLength={55}
          required
          {...(errors.username ? { error: errors.username } : {})}
        />
        <TextField
          name="adminUsername"
          label={t('field.adminUsername')}
          value={values.adminUsername}
          onChange={(value) => setField('adminUsername', value)}
          autoComplete="username"
          maxLength={55}
          required
          {...(errors.adminUsername ? { error: errors.adminUsername } : {})}
        />
        <PasswordField
          name="adminPassword"
          label={t('field.adminPassword')}
          value={values.adminPassword}
          onChange={(value) => setField('adminPassword', value)}
          maxLength={30}
          required
          {...(errors.adminPassword ? { error: errors.adminPassword } : {})}
        />
        <CaptchaSlot onResolve={resolveCaptcha} />
        <div className={styles.actions}>
          <Button type="submit" disabled={!enabled && !submitting} pending={submitting}>
            {t('action.login')}
          </Button>
        </div>
      </form>
      <FooterLinks type={type} links={['idLogin', 'forgotPassword', 'forgotUsername']} register />
    </ScreenFrame>
  );
}
