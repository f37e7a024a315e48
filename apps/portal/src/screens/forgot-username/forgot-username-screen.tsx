import {
  canSubmitForgotUsername,
  createForgotUsernameFlow,
  loadFormChecks,
} from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { TextField } from '@forecourt/ui-kit';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { forgotUsernameRule } from '../../app/early-enable.ts';
import { usePreloadWhenIdle } from '../../app/idle.ts';
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
import * as styles from '../screens.css.ts';

const stepTitles: Record<0 | 1 | 2 | 3, MessageKey> = {
  0: 'forgotUsername.step.idNumber',
  1: 'login.step.channel',
  2: 'login.step.otp',
  3: 'forgotUsername.step.done',
};

/** Route forgot-username/{type}: 0 ID number, 1 channel, 2 code, 3 the username (spec §2). */
export function ForgotUsernameScreen() {
  const type = usePortalType();
  return <ForgotUsernameView key={type} type={type} />;
}

function ForgotUsernameView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createForgotUsernameFlow(deps, { type }));
  useResume(flow);
  usePreloadWhenIdle(loadFormChecks, loadChannelStep, loadOtpStep);
  const step = useFlow(flow, (s) => s.step);
  const error = useFlow(flow, (s) => s.error?.message);
  const idNumber = useFlow(flow, (s) => s.values.idNumber);
  const bind = useFieldBinder(flow);
  const username = useFlow(flow, (s) => s.recoveredUsername ?? '');
  const enabled = useFlow(flow, canSubmitForgotUsername);
  const submitting = useFlow(flow, (s) => s.status === 'submitting');
  // After a reload the ID number is gone (never stored, issue 17): the step shows without it.
  const shownId =
    idNumber === '' ? null : <ReadOnlyValue label={t('field.idNumber')} value={idNumber} />;
  return (
    <ScreenFrame heading={t('forgotUsername.heading')}>
      <StepHeading step={step} id="step-heading">
        {t(stepTitles[step])}
      </StepHeading>
      <FlowError message={error} />
      {step === 0 ? (
        <StepForm
          onSubmit={() => void flow.getState().submitCredentials()}
          ready={enabled}
          submitting={submitting}
          action="action.submit"
          enableWhen={forgotUsernameRule}
        >
          <TextField
            {...bind('idNumber', 'idNumber')}
            label={t('field.idNumber')}
            autoComplete="off"
            required
          />
        </StepForm>
      ) : null}
      {step === 1 ? <ChannelStep flow={flow}>{shownId}</ChannelStep> : null}
      {step === 2 ? (
        <OtpStep flow={flow} submitLabel="action.submit">
          {shownId}
        </OtpStep>
      ) : null}
      {step === 3 ? (
        <p className={styles.result} data-testid="recovered-username">
          {t('forgotUsername.result', { username })}
        </p>
      ) : null}
      <FooterLinks type={type} links={['backToLogin']} />
    </ScreenFrame>
  );
}
