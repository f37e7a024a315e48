import { createLoginFlow, loadFormChecks } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useResume } from '../../components/use-resume.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { usePortalType } from '../../routing/params.ts';
import { CredentialsStep } from './credentials-step.tsx';

const stepTitles: Record<0 | 1 | 2, MessageKey> = {
  0: 'login.step.credentials',
  1: 'login.step.channel',
  2: 'login.step.otp',
};

/** Route login/{type}: username sign-in, steps 0-2 (spec §2 Login). */
export function LoginScreen() {
  const type = usePortalType();
  return <LoginView key={type} type={type} />;
}

/** The login screen of one portal type. */
export function LoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createLoginFlow(deps, { type }));
  useResume(flow);
  usePreloadWhenIdle(loadFormChecks, loadChannelStep, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error?.message);
  const username = useFlow(flow, (s) => s.values.username);
  const shownUsername = <ReadOnlyValue label={t('field.username')} value={username} />;
  return (
    <ScreenFrame heading={t('login.heading', { type })}>
      <StepHeading step={step} id="step-heading">
        {t(stepTitles[step])}
      </StepHeading>
      <FlowError message={error} />
      {step === 0 ? <CredentialsStep flow={flow} type={type} /> : null}
      {step === 1 ? <ChannelStep flow={flow}>{shownUsername}</ChannelStep> : null}
      {step === 2 ? <OtpStep flow={flow}>{shownUsername}</OtpStep> : null}
    </ScreenFrame>
  );
}
