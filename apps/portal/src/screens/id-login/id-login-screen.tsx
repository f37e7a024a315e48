import { createIdLoginFlow } from '@forecourt/flows-core';
import { useOwnedFlow } from '@forecourt/flows-core/react';
import { fieldsOn, idLoginForm, type PortalType } from '@forecourt/validators';
import { useFlowDeps } from '../../app/boot-context.tsx';
import {
  ChannelStep,
  loadChannelStep,
  loadOtpStep,
  OtpStep,
  PasskeyOffer,
} from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { FooterLinks } from '../../components/footer-links.tsx';
import { ShownIdNumber } from '../../components/read-only-value.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { usePreloadAfterFirstCall } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { byPortalType } from '../../routing/params.ts';

/** Sign-in with the ID number (IDLOGIN-3), as validators declares it. */
const idNumberFields = /* @__PURE__ */ fieldsOn(idLoginForm, 'idNumber');

/** Route id-login/{type}: sign in with the ID number (IDLOGIN). */
export const IdLoginScreen = byPortalType(IdLoginView);

function IdLoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createIdLoginFlow(deps, { type }));
  usePreloadAfterFirstCall(loadChannelStep, loadOtpStep);
  const shownId = <ShownIdNumber flow={flow} />;
  return (
    <FlowScreen
      flow={flow}
      heading={t('idLogin.heading')}
      screen="title.idLogin"
      type={type}
      restart="nav.notYou"
      steps={{
        idNumber: (
          <>
            <StepForm flow={flow} action="action.signInWithId" fields={idNumberFields} captcha />
            <FooterLinks type={type} links={['login', 'forgotPassword', 'forgotUsername']} />
          </>
        ),
        channel: <ChannelStep flow={flow}>{shownId}</ChannelStep>,
        code: <OtpStep flow={flow}>{shownId}</OtpStep>,
        passkeyOffer: <PasskeyOffer flow={flow} />,
      }}
    />
  );
}
