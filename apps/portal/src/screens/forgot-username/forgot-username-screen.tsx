import { createForgotUsernameFlow } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { fieldsOn, forgotUsernameForm, type PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { ChannelStep, loadChannelStep, loadOtpStep, OtpStep } from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ShownIdNumber } from '../../components/read-only-value.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { usePreloadAfterFirstCall } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { byPortalType } from '../../routing/params.ts';
import { RecoveredUsername } from './recovered-username.tsx';

/** Username recovery's ID number (RECOVER-USERNAME-3), as validators declares it. */
const idNumberFields = /* @__PURE__ */ fieldsOn(forgotUsernameForm, 'idNumber');

/** Route forgot-username/{type}: recover a username (RECOVER-USERNAME). */
export const ForgotUsernameScreen = byPortalType(ForgotUsernameView);

function ForgotUsernameView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createForgotUsernameFlow(deps, { type }));
  usePreloadAfterFirstCall(loadChannelStep, loadOtpStep);
  const username = useFlow(flow, (s) => s.recoveredUsername ?? '');
  const shownId = <ShownIdNumber flow={flow} />;
  return (
    <FlowScreen
      flow={flow}
      heading={t('forgotUsername.heading')}
      screen="title.forgotUsername"
      type={type}
      restart="nav.notYou"
      footer={<FooterLinks type={type} links={['backToLogin']} username={username || undefined} />}
      steps={{
        idNumber: <StepForm flow={flow} action="action.submit" fields={idNumberFields} />,
        channel: <ChannelStep flow={flow}>{shownId}</ChannelStep>,
        code: (
          <OtpStep flow={flow} submitLabel="action.submit">
            {shownId}
          </OtpStep>
        ),
        done: <RecoveredUsername username={username} />,
      }}
    />
  );
}
