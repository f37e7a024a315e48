import { canSubmitIdLogin, createIdLoginFlow, loadFormChecks } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { idLoginRule } from '../../app/early-enable.ts';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { CaptchaSlot } from '../../components/captcha-slot.tsx';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useFieldBinder } from '../../components/use-field-binder.ts';
import { useResume } from '../../components/use-resume.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { usePortalType } from '../../routing/params.ts';

const stepTitles: Record<0 | 1 | 2, MessageKey> = {
  0: 'idLogin.step.idNumber',
  1: 'login.step.channel',
  2: 'login.step.otp',
};

/** Route id-login/{type}: sign in with the ID number, steps 0-2 (spec §2 ID login). */
export function IdLoginScreen() {
  const type = usePortalType();
  return <IdLoginView key={type} type={type} />;
}

function IdLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createIdLoginFlow(deps, { type }));
  useResume(flow);
  usePreloadWhenIdle(loadFormChecks, loadChannelStep, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error?.message);
  const values = useFlow(flow, (s) => s.values);
  const bind = useFieldBinder(flow);
  const enabled = useFlow(flow, canSubmitIdLogin);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  const { resolveCaptcha, submitCredentials } = flow.getState();
  // After a reload the ID number is gone (never stored, issue 17): the step shows without it.
  const shownId =
    values.idNumber === '' ? null : (
      <ReadOnlyValue label={t('field.idNumber')} value={values.idNumber} />
    );
  return (
    <ScreenFrame heading={t('idLogin.heading')}>
      <StepHeading step={step} id="step-heading">
        {t(stepTitles[step])}
      </StepHeading>
      <FlowError message={error} />
      {step === 0 ? (
        <>
          <StepForm
            onSubmit={() => void submitCredentials()}
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
      ) : null}
      {step === 1 ? <ChannelStep flow={flow}>{shownId}</ChannelStep> : null}
      {step === 2 ? <OtpStep flow={flow}>{shownId}</OtpStep> : null}
    </ScreenFrame>
  );
}
