import { createForgotPasswordFlow, loadFormChecks } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { Button } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { usePreloadWhenIdle } from '../../app/idle.ts';
import { lazyComponent } from '../../app/lazy-component.tsx';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowError } from '../../components/flow-error.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { ScreenFrame } from '../../components/screen-frame.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { useResume } from '../../components/use-resume.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { usePortalType } from '../../routing/params.ts';
import * as styles from '../screens.css.ts';
import { IdentifierStep } from './identifier-step.tsx';

// Step 2's new password and its requirements checklist load with the other later steps.
const NewPasswordFields = lazyComponent(() =>
  import('./new-password-fields.tsx').then((module) => module.NewPasswordFields),
);

const stepTitles: Record<0 | 1 | 2 | 3, MessageKey> = {
  0: 'forgotPassword.step.identify',
  1: 'login.step.channel',
  2: 'forgotPassword.step.otp',
  3: 'forgotPassword.step.done',
};

/** Route forgot-password/{type}: 0 ID or username, 1 channel, 2 code and password, 3 done. */
export function ForgotPasswordScreen() {
  const type = usePortalType();
  return <ForgotPasswordView key={type} type={type} />;
}

function ForgotPasswordView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createForgotPasswordFlow(deps, { type }));
  useResume(flow);
  usePreloadWhenIdle(loadFormChecks, loadChannelStep, loadOtpStep, NewPasswordFields.preload);
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error?.message);
  const idNumber = useFlow(flow, (s) => s.values.idNumber);
  const username = useFlow(flow, (s) => s.values.username);
  // After a reload neither identifier is left (never stored, issue 17): the step shows without it.
  const identity =
    idNumber !== '' ? (
      <ReadOnlyValue label={t('field.idNumber')} value={idNumber} />
    ) : username !== '' ? (
      <ReadOnlyValue label={t('field.username')} value={username} />
    ) : null;
  return (
    <ScreenFrame heading={t('forgotPassword.heading')}>
      <StepHeading step={step} id="step-heading">
        {t(stepTitles[step])}
      </StepHeading>
      <FlowError message={error} />
      {step === 0 ? <IdentifierStep flow={flow} /> : null}
      {step === 1 ? <ChannelStep flow={flow}>{identity}</ChannelStep> : null}
      {step === 2 ? (
        <OtpStep flow={flow} extraFields={<NewPasswordFields flow={flow} />}>
          {identity}
        </OtpStep>
      ) : null}
      {step === 3 ? (
        <>
          <p className={styles.result}>{t('forgotPassword.done')}</p>
          <div className={styles.actions}>
            <Button onClick={() => flow.getState().continueToPortal()}>
              {t('action.continue')}
            </Button>
          </div>
        </>
      ) : null}
      {step === 0 ? <FooterLinks type={type} links={['backToLogin']} /> : null}
    </ScreenFrame>
  );
}
