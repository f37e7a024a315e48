import { createIdLoginFlow, type IdLoginStep } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { idLoginRule } from '../../edge/early-enable.ts';
import { usePreloadWhenIdle } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { usePortalType } from '../../routing/params.ts';

const titles: Record<IdLoginStep, MessageKey> = {
  idNumber: 'idLogin.step.idNumber',
  channel: 'login.step.channel',
  code: 'login.step.otp',
};

/** Route id-login/{type}: sign in with the ID number (IDLOGIN). */
export function IdLoginScreen() {
  const type = usePortalType();
  return <IdLoginView key={type} type={type} />;
}

function IdLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createIdLoginFlow(deps, { type }));
  usePreloadWhenIdle(loadChannelStep, loadOtpStep);
  const idNumber = useFlow(flow, (s) => s.values.idNumber);
  const bind = useFieldBinder(flow);
  const enabled = useFlow(flow, (s) => s.canSubmit);
  const submitting = useFlow(flow, (s) => s.busy);
  const { resolveCaptcha, lookUpId } = flow.getState();
  // After a reload the ID number is gone (never stored, RESUME-2): the step shows without it.
  const shownId =
    idNumber === '' ? null : <ReadOnlyValue label={t('field.idNumber')} value={idNumber} />;
  return (
    <FlowScreen
      flow={flow}
      heading={t('idLogin.heading')}
      screen="title.idLogin"
      type={type}
      titles={titles}
      restart="nav.notYou"
      steps={{
        idNumber: (
          <>
            <StepForm
              onSubmit={() => void lookUpId()}
              ready={enabled}
              submitting={submitting}
              action="action.signInWithId"
              enableWhen={idLoginRule}
            >
              <TextField
                {...bind('idNumber', 'idNumber')}
                label={t('field.idNumber')}
                autoComplete="off"
                required
              />
              <CaptchaSlot onResolve={resolveCaptcha} />
            </StepForm>
            <FooterLinks type={type} links={['login', 'forgotPassword', 'forgotUsername']} />
          </>
        ),
        channel: <ChannelStep flow={flow}>{shownId}</ChannelStep>,
        code: <OtpStep flow={flow}>{shownId}</OtpStep>,
      }}
    />
  );
}
