import { createLoginFlow, type LoginFlow } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { fieldsOn, loginForm, type PortalType } from '@forecourt/validators';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import {
  ChannelStep,
  loadChannelStep,
  loadOtpStep,
  OtpStep,
  PasskeyOffer,
} from '../../components/code-steps.ts';
import { FlowScreen } from '../../components/flow-screen.tsx';
import { carriedUsername, FooterLinks } from '../../components/footer-links.tsx';
import { PasskeySignIn } from '../../components/passkey-sign-in.tsx';
import { ReadOnlyValue } from '../../components/read-only-value.tsx';
import { StepForm } from '../../components/step-form.tsx';
import { usePreloadAfterFirstCall } from '../../edge/idle.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { portalName } from '../../i18n/portal-names.ts';
import { byPortalType } from '../../routing/params.ts';

/** Sign-in's credentials (SIGNIN-3), as validators declares them. */
const credentialFields = /* @__PURE__ */ fieldsOn(loginForm, 'credentials');

/** Route login/{type}: username sign-in (SIGNIN). */
export const LoginScreen = byPortalType(LoginView);

/** The login screen of one portal type. */
function LoginView({ type }: { type: PortalType }) {
  const t = useT();
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createLoginFlow(deps, { type }));
  usePreloadAfterFirstCall(loadChannelStep, loadOtpStep);
  // A link that carries a username (a recovered one, RECOVER-USERNAME-7) fills it in once mounted
  // (the prerendered page has none), unless one was typed already.
  const { history } = useRouter();
  useEffect(() => {
    const carried = carriedUsername(history.location.state);
    if (carried !== undefined && flow.getState().values.username === '') {
      flow.getState().setField('username', carried);
    }
  }, [flow, history]);
  const shownUsername = <ShownUsername flow={flow} />;
  return (
    <FlowScreen
      flow={flow}
      heading={t('login.heading', { type: portalName(t, type) })}
      screen="title.login"
      type={type}
      restart="nav.changeUsername"
      steps={{
        credentials: (
          <>
            <StepForm flow={flow} action="action.login" fields={credentialFields} captcha />
            <PasskeySignIn flow={flow} />
            <FooterLinks
              type={type}
              links={['idLogin', 'forgotPassword', 'forgotUsername']}
              register
            />
          </>
        ),
        channel: <ChannelStep flow={flow}>{shownUsername}</ChannelStep>,
        code: <OtpStep flow={flow}>{shownUsername}</OtpStep>,
        passkeyOffer: <PasskeyOffer flow={flow} />,
      }}
    />
  );
}

/**
 * The username the later steps show read-only. Its own component: the screen itself does not
 * follow the username, so what is typed (and adopted at the takeover) re-renders this line only,
 * not the whole screen.
 */
function ShownUsername({ flow }: { flow: LoginFlow }) {
  const t = useT();
  const username = useFlow(flow, (s) => s.values.username);
  return (
    <ReadOnlyValue label={t('flow.label.username')} value={username} autoComplete="username" />
  );
}
