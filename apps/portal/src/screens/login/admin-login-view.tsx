import { createAdminLoginFlow } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { PasswordField, TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { adminLoginRule } from '../../edge/early-enable.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';
import { portalName } from '../../i18n/portal-names.ts';

/** The admin variant of sign-in (SIGNIN-ADMIN): Username, Admin Username, Admin Password, Login. */
export function AdminLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createAdminLoginFlow(deps, { type }));
  const bind = useFieldBinder(flow);
  const enabled = useFlow(flow, (s) => s.canSubmit);
  const submitting = useFlow(flow, (s) => s.busy);
  const { resolveCaptcha, signIn } = flow.getState();
  const credentials = (
    <>
      <StepForm
        onSubmit={() => void signIn()}
        ready={enabled}
        submitting={submitting}
        action="action.login"
        enableWhen={adminLoginRule}
      >
        <TextField
          {...bind('username', 'loginUsername')}
          label={t('field.username')}
          autoComplete="off"
          required
        />
        <TextField
          {...bind('adminUsername', 'adminUsername')}
          label={t('field.adminUsername')}
          autoComplete="username"
          required
        />
        <PasswordField
          {...toggleTexts}
          {...bind('adminPassword', 'adminPassword')}
          label={t('field.adminPassword')}
          required
        />
        <CaptchaSlot onResolve={resolveCaptcha} />
      </StepForm>
      <FooterLinks type={type} links={['idLogin', 'forgotPassword', 'forgotUsername']} register />
    </>
  );
  return (
    <FlowScreen
      flow={flow}
      heading={t('login.heading', { type: portalName(t, type) })}
      screen="title.adminLogin"
      type={type}
      titles={{ credentials: 'login.step.adminCredentials' }}
      steps={{ credentials }}
    />
  );
}
