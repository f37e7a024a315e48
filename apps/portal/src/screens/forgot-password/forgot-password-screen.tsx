import { createForgotPasswordFlow } from '@forecourt/flows-core';
import { useOwnedFlow } from '@forecourt/flows-core/react';
import type { PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import { loadChannelStep, loadOtpStep } from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { usePreloadAfterFirstCall } from '../../edge/idle.ts';
import { lazyComponent } from '../../edge/lazy-component.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { byPortalType } from '../../routing/params.ts';
import { IdentifierStep } from './identifier-step.tsx';

// The steps after the first (the new password and its checklist among them) load with the other
// later steps: the page needs only the identifier step to be used.
const LaterSteps = lazyComponent(() =>
  import('./later-steps.tsx').then((module) => module.LaterSteps),
);

/** Route forgot-password/{type}: reset a password (RECOVER-PASSWORD). */
export const ForgotPasswordScreen = byPortalType(ForgotPasswordView);

function ForgotPasswordView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createForgotPasswordFlow(deps, { type }));
  usePreloadAfterFirstCall(loadChannelStep, loadOtpStep, LaterSteps.preload);
  return (
    <FlowScreen
      flow={flow}
      heading={t('forgotPassword.heading')}
      screen="title.forgotPassword"
      type={type}
      restart="nav.notYou"
      steps={{
        identifier: (
          <>
            <IdentifierStep flow={flow} />
            <FooterLinks type={type} links={['backToLogin']} />
          </>
        ),
        channel: <LaterSteps flow={flow} step="channel" />,
        reset: <LaterSteps flow={flow} step="reset" />,
        done: <LaterSteps flow={flow} step="done" />,
      }}
    />
  );
}
