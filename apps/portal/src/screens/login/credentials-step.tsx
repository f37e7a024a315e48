import { canSubmit, type LoginFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { Button, PasswordField, TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import type { FormEvent } from 'react';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';
import * as styles from '../screens.css.ts';

/** Login step 0: username, password, captcha, 'Login' and the other ways in (spec §2). */
export function CredentialsStep({ flow, type }: { flow: LoginFlow; type: PortalType }) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const bind = useFieldBinder(flow);
  const enabled = useFlow(flow, canSubmit);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const { resolveCaptcha, submitCredentials } = flow.getState();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitCredentials();
  };
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          {...bind('username', 'loginUsername')}
          label={t('field.username')}
          autoComplete="username"
          required
        />
        <PasswordField
          {...toggleTexts}
          {...bind('password', 'loginPassword')}
          label={t('field.password')}
          required
        />
        <CaptchaSlot onResolve={resolveCaptcha} />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={!enabled && !submitting}
            pending={submitting}
            pendingLabel={t('action.pleaseWait')}
          >
            {t('action.login')}
          </Button>
        </div>
      </form>
      <FooterLinks type={type} links={['idLogin', 'forgotPassword', 'forgotUsername']} register />
    </>
  );
}
