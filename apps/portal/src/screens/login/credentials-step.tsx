import type { LoginFlow } from '@forecourt/flows-core';
import { useFlow } from '@forecourt/flows-core/react';
import { PasswordField, TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { loginRule } from '../../edge/early-enable.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';

/** Sign-in's credentials step: username, password, captcha, 'Login' and the other ways in. */
export function CredentialsStep({ flow, type }: { flow: LoginFlow; type: PortalType }) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const bind = useFieldBinder(flow);
  const enabled = useFlow(flow, (s) => s.canSubmit);
  const submitting = useFlow(flow, (s) => s.busy);
  const { resolveCaptcha, signIn } = flow.getState();
  return (
    <>
      <StepForm
        onSubmit={() => void signIn()}
        ready={enabled}
        submitting={submitting}
        action="action.login"
        enableWhen={loginRule}
      >
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
      </StepForm>
      <FooterLinks type={type} links={['idLogin', 'forgotPassword', 'forgotUsername']} register />
    </>
  );
}
